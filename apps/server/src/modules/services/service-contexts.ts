import {
  pathLengthM,
  scheduledLapMs,
  serviceContextsOf,
  type ServiceContext,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { RoutesRepository } from '../routes/index.ts';
import { toServiceStopWire } from './services.presenter.ts';
import { findActiveServices } from './services.repository.ts';

/**
 * The context of the customer's active services for the service dashboard (`GET
 * services/context`): next stop, delay against the timetable and headway, computed by the
 * domain's `serviceContextsOf` from the stops the ETA engine keeps current.
 */
export async function readServiceContexts(
  db: Db,
  routes: RoutesRepository,
  scope: TenantScope,
): Promise<ServiceContext[]> {
  const records = await findActiveServices(db, scope);
  const laps = new Map<string, number | null>();
  for (const { row, stops } of records) {
    if (row.routeType !== 'loop' || laps.has(row.routeId)) continue;
    const route = await routes.findById(scope, row.routeId);
    const length = route ? pathLengthM(route.path.coordinates) : 0;
    laps.set(row.routeId, length > 0 ? scheduledLapMs(length, stops.length) : null);
  }
  return serviceContextsOf(
    records.map(({ row, stops }) => ({
      Service_ID: row.id,
      Vehicle_ID: row.vehicleId,
      vehicleName: row.vehicleName,
      Route_ID: row.routeId,
      routeName: row.routeName,
      routeType: row.routeType,
      stops: stops.map(toServiceStopWire),
    })),
    (routeId) => laps.get(routeId) ?? null,
  );
}
