import {
  VEHICLE_REFUSAL_REASONS,
  type AlertItem,
  type AlertLocation,
  type PayloadFlag,
  type VehicleMadeId,
} from '@shuttle-ops/domain';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { vehicles } from '../vehicles/schema.ts';

// The fleet module's tables: what the ingest pipeline writes of vehicle messages.

// ---- vehicle messages (issue 5) ----------------------------------------------------------------
// Time series written by the ingest pipeline only. They carry no foreign keys: a key check per row
// would slow every batch, and a vehicle's history outlives the vehicle (deleted or anonymized).

/**
 * One row per telemetry message a vehicle sent: the de-duplication key of redelivered messages
 * (vehicle, seq) and the server's receive time.
 */
export const telemetrySnapshots = pgTable(
  'telemetry_snapshots',
  {
    vehicleId: uuid('vehicle_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    dtCanbus: timestamp('dt_canbus', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.seq] })],
);

/** One row per measure of a telemetry message (spec §3 "Measure data"); also the data points. */
export const telemetry = pgTable(
  'telemetry',
  {
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    measureName: text('measure_name').notNull(),
    /** The vehicle's time of the measure (its message's `dt_canbus`). */
    dtIot: timestamp('dt_iot', { withTimezone: true }).notNull(),
    valueNum: doublePrecision('value_num'),
    valueText: text('value_text'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('telemetry_vehicle_measure_dt_idx').on(t.vehicleId, t.measureName, t.dtIot)],
);

/** Where each vehicle was, from the LATITUDE and LONGITUDE of its telemetry (spec §3). */
export const busLocations = pgTable(
  'bus_locations',
  {
    vehicleId: uuid('vehicle_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    /** The vehicle's name when the location was received. */
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    dtIot: timestamp('dt_iot', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.seq] }),
    index('bus_locations_customer_dt_idx').on(t.customerId, t.dtIot),
  ],
);

/**
 * An alert message of a vehicle with its conditions (spec §3 Alert). Its `id` and `msg_id` are
 * the vehicle's (a string or a number, kept as JSON so that `42` stays a number and `"42"` a
 * string); the same `id` from the same vehicle is a repeat of the message, stored once.
 */
export const vehicleAlerts = pgTable(
  'vehicle_alerts',
  {
    /** The message's own id, as the vehicle gave it. */
    id: jsonb('id').$type<VehicleMadeId>().notNull(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    msgId: jsonb('msg_id').$type<VehicleMadeId>().notNull(),
    /** The vehicle's words, as given (see normalisedAlertLevel for filters). */
    level: text('level').notNull(),
    eventName: text('event_name').notNull(),
    sourceType: text('source_type').notNull(),
    message: text('message').notNull(),
    siteName: text('site_name').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    location: jsonb('location').$type<AlertLocation>().notNull(),
    alerts: jsonb('alerts').$type<AlertItem[]>().notNull(),
    /** Unknown words and inconsistencies the server noticed (the alert is kept as sent). */
    flags: jsonb('flags').$type<PayloadFlag[]>().notNull().default([]),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.id] }),
    index('vehicle_alerts_customer_time_idx').on(t.customerId, t.time),
    index('vehicle_alerts_vehicle_time_idx').on(t.vehicleId, t.time),
  ],
);

/**
 * The newest refused messages of each vehicle (at most one per vehicle and reason a second; the
 * ingest trims each vehicle to its last few), so an operator sees why a vehicle stays silent.
 * Every refusal, stored or not, is counted in fleet_messages_rejected_total.
 */
export const vehicleRefusals = pgTable(
  'vehicle_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: VEHICLE_REFUSAL_REASONS }).notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('vehicle_refusals_vehicle_received_idx').on(t.vehicleId, t.receivedAt)],
);
