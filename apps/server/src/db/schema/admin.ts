import { sql } from 'drizzle-orm';
import { type LineString } from '@shuttle-ops/domain';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { customers, files } from './tenants.ts';

// What administrators manage: vehicles, bus stops, routes and their stops.

export const vehicleStatusFlags = ['active', 'inactive', 'maintenance', 'retired'] as const;

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    registration: text('registration'),
    statusFlag: text('status_flag', { enum: vehicleStatusFlags }).notNull().default('active'),
    maxOccupancy: integer('max_occupancy').notNull(),
    maxWheelchairOccupancy: integer('max_wheelchair_occupancy').notNull().default(0),
    iconFileId: uuid('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
    mqttUsername: text('mqtt_username'),
    /** argon2id of the vehicle's MQTT password; null when its credentials are revoked. */
    mqttPasswordHash: text('mqtt_password_hash'),
    mqttRotatedAt: timestamp('mqtt_rotated_at', { withTimezone: true }),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_customer_name_uq').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('vehicles_mqtt_username_uq').on(t.mqttUsername),
    index('vehicles_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

export const busStops = pgTable(
  'bus_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    label: text('label'),
    direction: text('direction'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bus_stops_customer_name_idx').on(t.customerId, sql`lower(${t.name})`),
    index('bus_stops_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

export const routeTypes = ['loop', 'line'] as const;

export const routes = pgTable(
  'routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    routeType: text('route_type', { enum: routeTypes }).notNull().default('loop'),
    color: text('color'),
    /** GeoJSON LineString, validated on the way in. */
    path: jsonb('path').$type<LineString>().notNull(),
    graphicFileId: uuid('graphic_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('routes_customer_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('routes_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

/** A route's stops in travel order; a stop in use cannot be deleted (restrict). */
export const routeStops = pgTable(
  'route_stops',
  {
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    busStopId: uuid('bus_stop_id')
      .notNull()
      .references(() => busStops.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.position] }),
    index('route_stops_bus_stop_idx').on(t.busStopId),
    index('route_stops_customer_idx').on(t.customerId),
  ],
);
