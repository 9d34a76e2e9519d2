import { sql } from 'drizzle-orm';
import {
  MISSION_LIFECYCLES,
  MISSION_STACK_STATUSES,
  MISSION_TYPES,
  type MissionEventData,
} from '@shuttle-ops/domain';
import {
  bigserial,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';

// The missions module's tables.
// ---- missions to stations (issue 7) ------------------------------------------------------------
// A mission's current state; every lifecycle step is also a row of mission_events. No foreign
// keys, as with the vehicle messages: the mission log outlives a deleted vehicle or user.

/** A mission of a vehicle to a station, kept up to date from its mission events. */
export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    siteId: text('site_id').notNull(),
    type: text('type', { enum: MISSION_TYPES }).notNull(),
    stationId: text('station_id').notNull(),
    stationName: text('station_name').notNull(),
    status: text('status', { enum: MISSION_STACK_STATUSES }).notNull(),
    lifecycle: text('lifecycle', { enum: MISSION_LIFECYCLES }).notNull(),
    /** Queue order of a vehicle's missions. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The `mission/start` command, once sent. */
    commandId: uuid('command_id'),
    eta: timestamp('eta', { withTimezone: true }),
    remainingM: doublePrecision('remaining_m'),
    reason: text('reason'),
    requestedBy: uuid('requested_by'),
    requestedByName: text('requested_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('missions_customer_created_idx').on(t.customerId, t.createdAt),
    index('missions_vehicle_status_idx').on(t.vehicleId, t.status, t.seq),
    // One mission at a time on a vehicle, whichever server process sends it.
    uniqueIndex('missions_vehicle_active_uq')
      .on(t.vehicleId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** A mission event reported by a vehicle (spec §3 Mission event). */
export const missionEvents = pgTable(
  'mission_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    missionId: uuid('mission_id').notNull(),
    type: text('type').notNull(),
    siteId: text('site_id').notNull(),
    lifecycle: text('lifecycle', { enum: MISSION_LIFECYCLES }).notNull(),
    dtAggrSend: timestamp('dt_aggr_send', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<MissionEventData>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mission_events_dedup_uq').on(t.vehicleId, t.missionId, t.lifecycle, t.dtAggrSend),
    index('mission_events_customer_dt_idx').on(t.customerId, t.dtAggrSend),
  ],
);
