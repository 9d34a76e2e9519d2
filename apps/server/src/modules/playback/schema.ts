import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, randomId } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// The playback module's table: the playbacks a customer's users saved under a name.

/** A saved playback: the query it replays (vehicles, range, measures), not the data it read. */
export const savedPlaybacks = pgTable(
  'saved_playbacks',
  {
    id: randomId(),
    customerId: customerRef(),
    name: text('name').notNull(),
    /** "all" or the vehicle ids, as asked. */
    vehicles: jsonb('vehicles').$type<'all' | string[]>().notNull(),
    from: timestamp('from_dt', { withTimezone: true }).notNull(),
    to: timestamp('to_dt', { withTimezone: true }).notNull(),
    measures: jsonb('measures').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_playbacks_customer_idx').on(t.customerId, t.createdAt)],
);
