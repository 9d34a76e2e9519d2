import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { routeStops, routes } from './schema.ts';

/** A route's name, within the caller's customer. */
export async function routeName(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: routes.name })
    .from(routes)
    .where(and(scope.where(routes.customerId), eq(routes.id, id)));
  return row?.name;
}

/** The customer's routes: name, kind, colour and path. */
export function routeShapes(db: Db, customerId: string) {
  return db
    .select({
      id: routes.id,
      name: routes.name,
      routeType: routes.routeType,
      color: routes.color,
      path: routes.path,
    })
    .from(routes)
    .where(eq(routes.customerId, customerId))
    .orderBy(asc(sql`lower(${routes.name})`), asc(routes.id));
}

/** The stops of these routes of the customer, each route's in travel order. */
export function stopsOfRoutes(db: Db, customerId: string, routeIds: string[]) {
  return db
    .select({
      routeId: routeStops.routeId,
      No: routeStops.position,
      busStopId: routeStops.busStopId,
    })
    .from(routeStops)
    .where(and(eq(routeStops.customerId, customerId), inArray(routeStops.routeId, routeIds)))
    .orderBy(asc(routeStops.routeId), asc(routeStops.position));
}

/** The ids of the stops on at least one of the customer's routes. */
export async function stopIdsOnRoutes(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: routeStops.busStopId })
    .from(routeStops)
    .innerJoin(routes, eq(routes.id, routeStops.routeId))
    .where(eq(routes.customerId, customerId));
  return rows.map((row) => row.id);
}
