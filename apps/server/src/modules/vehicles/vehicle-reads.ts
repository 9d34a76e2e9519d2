import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { vehicles } from './schema.ts';

/** A vehicle's name, within the caller's customer. */
export async function vehicleName(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: vehicles.name })
    .from(vehicles)
    .where(and(scope.where(vehicles.customerId), eq(vehicles.id, id)));
  return row?.name;
}

/** The customer's vehicles in service (active, inactive or maintenance; not retired). */
export function vehiclesInService(db: Db, customerId: string) {
  return db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      maxOccupancy: vehicles.maxOccupancy,
      maxWheelchairOccupancy: vehicles.maxWheelchairOccupancy,
    })
    .from(vehicles)
    .where(and(eq(vehicles.customerId, customerId), ne(vehicles.statusFlag, 'retired')))
    .orderBy(asc(sql`lower(${vehicles.name})`), asc(vehicles.id));
}
