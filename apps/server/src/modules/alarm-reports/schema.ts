import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';
import { randomId } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// The alarm-reports module's table.

/** An alert report (`alert-reports-processor`): its request, state and rows once done. */
export const alarmReports = pgTable(
  'alarm_reports',
  {
    id: randomId(),
    customerId: customerRef(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    /** The request: period, vehicles, levels. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>(),
    rowCount: integer('row_count'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('alarm_reports_customer_created_idx').on(t.customerId, t.createdAt)],
);
