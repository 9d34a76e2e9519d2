import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { busStops } from './schema.ts';

/** A bus stop's name, within the caller's customer. */
export async function busStopName(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: busStops.name })
    .from(busStops)
    .where(and(scope.where(busStops.customerId), eq(busStops.id, id)));
  return row?.name;
}

/** Where the caller's customer's stops are. */
export function busStopPlaces(db: Db, scope: TenantScope) {
  return db
    .select({ id: busStops.id, name: busStops.name, lat: busStops.lat, lon: busStops.lon })
    .from(busStops)
    .where(scope.where(busStops.customerId));
}
