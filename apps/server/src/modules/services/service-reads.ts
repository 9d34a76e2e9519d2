import { and, eq } from 'drizzle-orm';
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

/** A service's facts, within the caller's customer. */
export async function serviceFacts(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<ServiceFacts | undefined> {
  const [row] = await db
    .select({
      vehicleId: services.vehicleId,
      vehicleName: services.vehicleName,
      routeId: services.routeId,
      routeName: services.routeName,
      operatorId: services.operatorId,
      operatorName: services.operatorName,
    })
    .from(services)
    .where(and(scope.where(services.customerId), eq(services.id, id)));
  return row;
}
