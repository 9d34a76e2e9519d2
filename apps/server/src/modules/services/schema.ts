import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { routeTypes } from '../routes/schema.ts';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { randomId } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// ---- services and occupancy (issue 6) ----------------------------------------------------------
// Vehicle, route and operator are kept by id and name without foreign keys: a service is history
// and outlives a deleted vehicle, route or user. A deleted customer takes its services along.

export const serviceStatuses = ['scheduled', 'active', 'completed', 'cancelled'] as const;

/** A vehicle running a route with an operator (spec §3 Service). */
export const services = pgTable(
  'services',
  {
    id: randomId(),
    customerId: customerRef(),
    vehicleId: uuid('vehicle_id').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    routeId: uuid('route_id').notNull(),
    routeName: text('route_name').notNull(),
    routeType: text('route_type', { enum: routeTypes }).notNull(),
    operatorId: uuid('operator_id'),
    operatorName: text('operator_name'),
    siteName: text('site_name').notNull(),
    status: text('status', { enum: serviceStatuses }).notNull(),
    occupancy: integer('occupancy').notNull().default(0),
    wheelchairOccupancy: integer('wheelchair_occupancy').notNull().default(0),
    maxOccupancy: integer('max_occupancy').notNull(),
    maxWheelchairOccupancy: integer('max_wheelchair_occupancy').notNull(),
    lastLat: doublePrecision('last_lat'),
    lastLon: doublePrecision('last_lon'),
    lastPointAt: timestamp('last_point_at', { withTimezone: true }),
    /** Planned start while scheduled; the actual start once active. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active service per vehicle, also against two starts at the same moment.
    uniqueIndex('services_vehicle_active_uq')
      .on(t.vehicleId)
      .where(sql`${t.status} = 'active'`),
    index('services_customer_created_idx').on(t.customerId, t.createdAt),
    index('services_customer_status_idx').on(t.customerId, t.status),
  ],
);

/** A service's stops in route order with their timetable and predictions (spec §3 stops[]). */
export const serviceStops = pgTable(
  'service_stops',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** `No`: 1..n in route order. */
    no: integer('no').notNull(),
    customerId: uuid('customer_id').notNull(),
    busStopId: uuid('bus_stop_id').notNull(),
    label: text('label'),
    direction: text('direction'),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Metres along the route path from its start. */
    distanceM: doublePrecision('distance_m').notNull(),
    bst: timestamp('bst', { withTimezone: true }).notNull(),
    etaInitial: timestamp('eta_initial', { withTimezone: true }).notNull(),
    etaExpected: timestamp('eta_expected', { withTimezone: true }).notNull(),
    /** Seconds from `eta_updated_at` to `eta_expected`; null once arrived. */
    etaSeconds: integer('eta_seconds'),
    etaUpdatedAt: timestamp('eta_updated_at', { withTimezone: true }).notNull(),
    /** How sure the prediction is (ETA_STATUSES): `predicted`, `approximate`, `delayed`, `unknown`. */
    etaStatus: text('eta_status').notNull().default('predicted'),
    /** How far off `eta_expected` may be either way, seconds; null before any prediction. */
    etaMarginS: integer('eta_margin_s'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.no] })],
);

export const occupancySources = ['operator', 'telemetry'] as const;

/** Every change of a service's occupancy: counts of an operator or the vehicle's counter. */
export const serviceOccupancies = pgTable(
  'service_occupancies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who counted; null for the vehicle's passenger counter. */
    by: uuid('by'),
    source: text('source', { enum: occupancySources }).notNull(),
    stopNo: integer('stop_no'),
    boardings: integer('boardings').notNull().default(0),
    alightings: integer('alightings').notNull().default(0),
    wheelchairBoardings: integer('wheelchair_boardings').notNull().default(0),
    wheelchairAlightings: integer('wheelchair_alightings').notNull().default(0),
    occupancyAfter: integer('occupancy_after').notNull(),
    wheelchairOccupancyAfter: integer('wheelchair_occupancy_after').notNull(),
  },
  (t) => [index('service_occupancies_service_at_idx').on(t.serviceId, t.at)],
);
