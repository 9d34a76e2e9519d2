import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { services } from './schema.ts';

/** Who drove what where in a service, as the service recorded it. */
export interface ServiceFacts {
  vehicleId: string;
  vehicleName: string;
  routeId: string;
  routeName: string;
  operatorId: string | null;
  operatorName: string | null;
}

/** The columns of a service's facts. */
const FACTS = {
  vehicleId: services.vehicleId,
  vehicleName: services.vehicleName,
  routeId: services.routeId,
  routeName: services.routeName,
  operatorId: services.operatorId,
  operatorName: services.operatorName,
};

/** A service's facts, within the caller's customer. */
export async function serviceFacts(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<ServiceFacts | undefined> {
  const [row] = await db
    .select(FACTS)
    .from(services)
    .where(and(scope.where(services.customerId), eq(services.id, id)));
  return row;
}

/**
 * The service a vehicle was running at a moment (started by then and not ended before), within
 * the caller's customer: the latest started when several match.
 */
export async function serviceOfVehicleAt(
  db: Db,
  scope: TenantScope,
  vehicleId: string,
  at: Date,
): Promise<(ServiceFacts & { id: string }) | undefined> {
  const [row] = await db
    .select({ id: services.id, ...FACTS })
    .from(services)
    .where(
      and(
        scope.where(services.customerId),
        eq(services.vehicleId, vehicleId),
        inArray(services.status, ['active', 'completed']),
        lte(services.startAt, at),
        or(isNull(services.endAt), gte(services.endAt, at)),
      ),
    )
    .orderBy(desc(services.startAt))
    .limit(1);
  return row;
}
