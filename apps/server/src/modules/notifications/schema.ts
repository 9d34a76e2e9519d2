import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, randomId, updatedAt } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// The notifications module's tables: each customer's channels and the attempts to deliver.

/** Where a customer's alarms are sent: e-mail addresses or a webhook (domain NotificationChannel). */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: randomId(),
    customerId: customerRef(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    url: text('url'),
    /** Kept as given: the server signs every delivery with it. */
    secret: text('secret'),
    /** The alarm sources it hears; null: all. */
    sources: jsonb('sources').$type<string[]>(),
    minLevel: text('min_level').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notification_channels_customer_idx').on(t.customerId)],
);

/** Every attempt to deliver an alarm (or a test) to a channel; the newest few per channel are kept. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => notificationChannels.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    /** No foreign key: the log outlives a deleted alarm; null for a test. */
    alarmId: uuid('alarm_id'),
    attempt: integer('attempt').notNull(),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    willRetry: boolean('will_retry').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notification_deliveries_channel_idx').on(t.channelId, t.id)],
);
