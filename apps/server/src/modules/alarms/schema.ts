import type { AlertLocation, VehicleMadeId } from '@shuttle-ops/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { randomId } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// The alarms module's tables: alarms and their history.

// ---- alarms (issue 13) ---------------------------------------------------------------------------
// People are kept as id and name (text): an alarm's history outlives the user.

/** One alarm: a condition of a vehicle (or of the customer) with its lifecycle (domain Alarm). */
export const alarms = pgTable(
  'alarms',
  {
    id: randomId(),
    customerId: customerRef(),
    /** No foreign key: an alarm outlives its vehicle. */
    vehicleId: uuid('vehicle_id'),
    vehicleName: text('vehicle_name'),
    source: text('source').notNull(),
    rule: text('rule'),
    conditionKey: text('condition_key').notNull(),
    level: text('level').notNull(),
    levelWord: text('level_word').notNull(),
    category: text('category').notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    consequences: text('consequences').notNull(),
    correctionProcedure: text('correction_procedure').notNull(),
    state: text('state').notNull(),
    conditionActive: boolean('condition_active').notNull(),
    count: integer('count').notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    location: jsonb('location').$type<AlertLocation>(),
    /** The id of the vehicle alert message that last raised it, as the vehicle gave it. */
    alertId: jsonb('alert_id').$type<VehicleMadeId>(),
    /** Times the condition was raised within the chatter window (for chattering detection). */
    recentRaises: jsonb('recent_raises').$type<string[]>().notNull().default([]),
    chattering: boolean('chattering').notNull().default(false),
    autoResolved: boolean('auto_resolved').notNull().default(false),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedById: uuid('acknowledged_by_id'),
    acknowledgedByName: text('acknowledged_by_name'),
    assigneeId: uuid('assignee_id'),
    assigneeName: text('assignee_name'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id'),
    resolvedByName: text('resolved_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: uuid('closed_by_id'),
    closedByName: text('closed_by_name'),
    shelvedUntil: timestamp('shelved_until', { withTimezone: true }),
    shelvedById: uuid('shelved_by_id'),
    shelvedByName: text('shelved_by_name'),
    shelveReason: text('shelve_reason'),
    commentCount: integer('comment_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active alarm per condition: a repeat while active is grouped into it.
    uniqueIndex('alarms_active_condition_uq')
      .on(t.customerId, t.conditionKey)
      .where(sql`${t.state} in ('OPEN', 'REOPENED', 'ACKNOWLEDGED', 'ASSIGNED')`),
    index('alarms_customer_last_seen_idx').on(t.customerId, t.lastSeen),
    // Measures and reports read the alarms first seen in a period.
    index('alarms_customer_first_seen_idx').on(t.customerId, t.firstSeen),
    index('alarms_customer_state_idx').on(t.customerId, t.state),
    index('alarms_customer_condition_idx').on(t.customerId, t.conditionKey, t.lastSeen),
    index('alarms_shelved_until_idx').on(t.shelvedUntil),
  ],
);

/** Every step of every alarm: who did what, when (domain AlarmHistoryEntry). */
export const alarmEvents = pgTable(
  'alarm_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alarmId: uuid('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    note: text('note'),
  },
  (t) => [
    index('alarm_events_alarm_at_idx').on(t.alarmId, t.at),
    index('alarm_events_customer_at_idx').on(t.customerId, t.at),
  ],
);
