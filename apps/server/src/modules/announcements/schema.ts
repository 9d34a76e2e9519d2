import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { customers } from '../../db/schema/platform.ts';
import { randomId } from '../../db/schema/columns.ts';

// ---- announcements (issue 6) --------------------------------------------------------------------

export const announcementAudiences = ['operators', 'public', 'both'] as const;

/** A message for operators, passengers or both, shown between its start and end. */
export const announcements = pgTable(
  'announcements',
  {
    id: randomId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    audience: text('audience', { enum: announcementAudiences }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    /** The author's username, kept as text: it outlives the user. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_customer_start_idx').on(t.customerId, t.startAt)],
);
