import type { AlarmSettings } from '@shuttle-ops/domain';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/schema/columns.ts';
import { customers } from '../../db/schema/platform.ts';

// The alarm-rules module's table: each customer's rule thresholds.

/** One customer's rule thresholds (absent: the defaults). */
export const alarmSettings = pgTable('alarm_settings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<AlarmSettings>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The regularity of each loop sampled while its shuttles run (once a minute by the evaluating
 * server): the coefficient of variation of the gaps between them, for the MI reports.
 */
export const headwaySamples = pgTable(
  'headway_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The coefficient of variation of the gaps at `at`. */
    cv: doublePrecision('cv').notNull(),
    /** How many gaps it was computed from. */
    gaps: integer('gaps').notNull(),
    plannedS: integer('planned_s'),
  },
  (table) => [index('headway_samples_customer_at_idx').on(table.customerId, table.at)],
);
