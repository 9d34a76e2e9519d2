import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { announcements } from '../announcements/schema.ts';
import { busStops } from '../bus-stops/schema.ts';
import { customers } from '../../db/schema/platform.ts';
import { routeStops, routes } from '../routes/schema.ts';
import { vehicles } from '../vehicles/schema.ts';
import { shownAt, type AnnouncementRow } from '../announcements/index.ts';

/**
 * The public API's reads: only the columns passengers may see, for one customer. No tenant
 * scope here: the customer is chosen by the public API (the platform owner, or the one named).
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
      const onARoute = db
        .select({ one: sql`1` })
        .from(routeStops)
        .innerJoin(routes, eq(routes.id, routeStops.routeId))
        .where(and(eq(routeStops.busStopId, busStops.id), eq(routes.customerId, customerId)));
      return db
        .select({
          BS_ID: busStops.id,
          name: busStops.name,
          label: busStops.label,
          direction: busStops.direction,
          lat: busStops.lat,
          lon: busStops.lon,
        })
        .from(busStops)
        .where(and(eq(busStops.customerId, customerId), exists(onARoute)))
        .orderBy(asc(sql`lower(${busStops.name})`), asc(busStops.id));
    },
    async routes(customerId: string) {
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
    },
    async routeStops(customerId: string, routeIds: string[]) {
      if (routeIds.length === 0) return [];
      return db
        .select({
          routeId: routeStops.routeId,
          No: routeStops.position,
          BS_ID: busStops.id,
          name: busStops.name,
          label: busStops.label,
          direction: busStops.direction,
          lat: busStops.lat,
          lon: busStops.lon,
        })
        .from(routeStops)
        .innerJoin(busStops, eq(busStops.id, routeStops.busStopId))
        .where(and(eq(routeStops.customerId, customerId), inArray(routeStops.routeId, routeIds)))
        .orderBy(asc(routeStops.routeId), asc(routeStops.position));
    },
    /** The customer's vehicles in service (active, inactive or maintenance; not retired). */
    async vehicles(customerId: string) {
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
    },
    /** Announcements for the public (or everyone) shown at `now`. */
    async currentPublicAnnouncements(customerId: string, now: Date): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.customerId, customerId),
            inArray(announcements.audience, ['public', 'both']),
            shownAt(now),
          ),
        )
        .orderBy(asc(announcements.startAt), asc(announcements.id));
    },
  };
}

export type PublicApiRepository = ReturnType<typeof publicApiRepository>;
