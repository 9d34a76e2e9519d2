import {
  pathLengthM,
  scheduledLapMs,
  serviceContextsOf,
  type ServiceContext,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { routeShapes, type RoutesRepository } from '../routes/index.ts';
import { toServiceStopWire } from './services.presenter.ts';
import { findActiveServices, type ServiceRecord } from './services.repository.ts';

const contextsOf = (records: readonly ServiceRecord[], laps: Map<string, number | null>) =>
  serviceContextsOf(
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
  return contextsOf(records, laps);
}

/**
 * The contexts of every customer's active services on a loop, by customer (server-side readers
 * only: the headway alarm rules). Customers without a service on a loop are left out.
 */
export async function readLoopServiceContexts(db: Db): Promise<Map<string, ServiceContext[]>> {
  const byCustomer = new Map<string, ServiceRecord[]>();
  for (const record of await findActiveServices(db, null)) {
    if (record.row.routeType !== 'loop') continue;
    const list = byCustomer.get(record.row.customerId) ?? [];
    list.push(record);
    byCustomer.set(record.row.customerId, list);
  }
  const contexts = new Map<string, ServiceContext[]>();
  for (const [customerId, records] of byCustomer) {
    const paths = new Map(
      (await routeShapes(db, customerId)).map((route) => [route.id, route.path] as const),
    );
    const laps = new Map<string, number | null>();
    for (const { row, stops } of records) {
      if (laps.has(row.routeId)) continue;
      const length = pathLengthM(paths.get(row.routeId)?.coordinates ?? []);
      laps.set(row.routeId, length > 0 ? scheduledLapMs(length, stops.length) : null);
    }
    contexts.set(customerId, contextsOf(records, laps));
  }
  return contexts;
}
