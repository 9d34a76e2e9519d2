import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/platform.ts';
import { currentPublicAnnouncements, type AnnouncementRow } from '../announcements/index.ts';
import { busStopsByIds, publicBusStops } from '../bus-stops/index.ts';
import { routeShapes, stopIdsOnRoutes, stopsOfRoutes } from '../routes/index.ts';
import { vehiclesInService } from '../vehicles/index.ts';

/**
 * The public API's reads: only the columns passengers may see, for one customer, each through
 * what its module exports. No tenant scope here: the customer is chosen by the public API (the
 * platform owner, or the one named).
 */
export function publicApiRepository(db: Db) {
  return {
    /** The customer with this name, ignoring case (the platform owner). */
    async customerByName(name: string) {
      const [row] = await db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(sql`upper(${customers.name})`, name.toUpperCase()))
        .limit(1);
      return row;
    },
    async customerById(id: string) {
      const [row] = await db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.id, id));
      return row;
    },
    /** The customer's stops that lie on at least one of its routes: a stop on no route has no shuttle. */
    async busStops(customerId: string) {
      const onARoute = await stopIdsOnRoutes(db, customerId);
      return onARoute.length === 0 ? [] : publicBusStops(db, customerId, onARoute);
    },
    routes: (customerId: string) => routeShapes(db, customerId),
    async routeStops(customerId: string, routeIds: string[]) {
      if (routeIds.length === 0) return [];
      const onRoutes = await stopsOfRoutes(db, customerId, routeIds);
      if (onRoutes.length === 0) return [];
      const stops = await busStopsByIds(db, [...new Set(onRoutes.map((s) => s.busStopId))]);
      const byId = new Map(stops.map((stop) => [stop.BS_ID, stop]));
      return onRoutes.flatMap(({ routeId, No, busStopId }) => {
        const stop = byId.get(busStopId);
        return stop ? [{ routeId, No, ...stop }] : [];
      });
    },
    /** The customer's vehicles in service (active, inactive or maintenance; not retired). */
    vehicles: (customerId: string) => vehiclesInService(db, customerId),
    /** Announcements for the public (or everyone) shown at `now`. */
    currentPublicAnnouncements: (customerId: string, now: Date): Promise<AnnouncementRow[]> =>
      currentPublicAnnouncements(db, customerId, now),
  };
}

export type PublicApiRepository = ReturnType<typeof publicApiRepository>;
