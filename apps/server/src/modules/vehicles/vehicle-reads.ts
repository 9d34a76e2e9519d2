import { and, eq } from 'drizzle-orm';
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
