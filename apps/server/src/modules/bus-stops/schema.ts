import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { customers } from '../../db/schema/platform.ts';
import { randomId } from '../../db/schema/columns.ts';

// The bus-stops module's table.

export const busStops = pgTable(
  'bus_stops',
  {
    id: randomId(),
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
