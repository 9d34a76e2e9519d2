import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

// The mail module's table: the outbox of messages to send.

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});
