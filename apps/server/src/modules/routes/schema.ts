import { sql } from 'drizzle-orm';
import { type LineString } from '@shuttle-ops/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { customers, files } from '../../db/schema/platform.ts';
import { busStops } from '../bus-stops/schema.ts';
import { randomId } from '../../db/schema/columns.ts';

// The routes module's tables: routes and their stops in travel order.

export const routeTypes = ['loop', 'line'] as const;

export const routes = pgTable(
  'routes',
  {
    id: randomId(),
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
