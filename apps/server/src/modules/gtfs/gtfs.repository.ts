import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/platform.ts';
import { currentPublicAnnouncements } from '../announcements/index.ts';
import { busStopsByIds } from '../bus-stops/index.ts';
import { routeShapes, stopsOfRoutes } from '../routes/index.ts';
import { findActiveServices, toServiceWire } from '../services/index.ts';
import { vehiclesInService } from '../vehicles/index.ts';

/**
 * The feeds' reads: one customer's routes, stops, fleet, active services and public
 * announcements, each through what its module exports. The customer is chosen by the caller
 * (the platform owner, or the one named), as in the public API.
 */
export function gtfsRepository(db: Db) {
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
    routes: (customerId: string) => routeShapes(db, customerId),
    async routeStops(customerId: string, routeIds: string[]) {
      return routeIds.length === 0 ? [] : stopsOfRoutes(db, customerId, routeIds);
    },
    async stops(ids: string[]) {
      return ids.length === 0 ? [] : busStopsByIds(db, ids);
    },
    /** Whether a wheelchair user can board some shuttle of the customer's fleet. */
    async wheelchairSpace(customerId: string) {
      const fleet = await vehiclesInService(db, customerId);
      return fleet.some((vehicle) => vehicle.maxWheelchairOccupancy > 0);
    },
    async activeServices(customerId: string) {
      const records = await findActiveServices(db, null);
      return records
        .filter((record) => record.row.customerId === customerId)
        .map((record) => toServiceWire(record.row, record.stops));
    },
    currentPublicAnnouncements: (customerId: string, now: Date) =>
      currentPublicAnnouncements(db, customerId, now),
  };
}

export type GtfsRepository = ReturnType<typeof gtfsRepository>;
