import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

/** What passengers may see of a stop. */
const publicColumns = {
  BS_ID: busStops.id,
  name: busStops.name,
  label: busStops.label,
  direction: busStops.direction,
  lat: busStops.lat,
  lon: busStops.lon,
};

/** These stops of the customer, by name. */
export function publicBusStops(db: Db, customerId: string, ids: string[]) {
  return db
    .select(publicColumns)
    .from(busStops)
    .where(and(eq(busStops.customerId, customerId), inArray(busStops.id, ids)))
    .orderBy(asc(sql`lower(${busStops.name})`), asc(busStops.id));
}

/** These stops, whoever's they are (the stops a route names). */
export function busStopsByIds(db: Db, ids: string[]) {
  return db.select(publicColumns).from(busStops).where(inArray(busStops.id, ids));
}
