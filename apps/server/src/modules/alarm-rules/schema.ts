import type { AlarmSettings } from '@shuttle-ops/domain';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
