import { sql, type SQL } from 'drizzle-orm';
import { telemetryKey as snapshotKey, telemetryPosition } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { IngestMessage } from './ingest-message.ts';

type Telemetry = Extract<IngestMessage, { kind: 'telemetry' }>;
type Alert = Extract<IngestMessage, { kind: 'alerts' }>;
type Mission = Extract<IngestMessage, { kind: 'missions' }>;
type Executor = Pick<Db, 'execute'>;

/** Rows written per table by one batch. */
export type RowsWritten = Record<
  'telemetry_snapshots' | 'telemetry' | 'bus_locations' | 'vehicle_alerts' | 'mission_events',
  number
>;

export interface StoredBatch {
  /** The messages stored for the first time; the others were redelivered duplicates. */
  fresh: Set<IngestMessage>;
  rows: RowsWritten;
}

/** A column of a batch insert: its name, its SQL type and the values of every row. */
type Column = readonly [name: string, type: string, values: unknown[]];

/**
 * `insert into <table> (<columns>) select * from unnest($1::<type>[], …) <tail>`: one array
 * parameter per column, so the statement is the same whatever the number of rows, and much
 * faster than a multi-row VALUES list on both PGlite and PostgreSQL (docs/decisions/0005).
 */
function insertRows(table: string, columns: Column[], tail: SQL = sql``): SQL {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays}) ${tail}`;
}

/** Builds a column from the rows' values. */
const column = <T>(rows: T[], name: string, type: string, value: (row: T) => unknown): Column => [
  name,
  type,
  rows.map(value),
];

const telemetryKey = (vehicleId: string, seq: number | string) => `${vehicleId}/${Number(seq)}`;

/** `unnest($1::<type>[], …) as <alias>(<columns>)`: the rows of a batch insert as a relation. */
function unnestAs(alias: string, columns: Column[]): SQL {
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const names = columns.map(([name]) => name).join(', ');
  return sql`unnest(${arrays}) as ${sql.raw(alias)}(${sql.raw(names)})`;
}

/**
 * Telemetry, keyed by (vehicle, seq) or, for a vehicle that sends no seq, (vehicle, dt_canbus in
 * epoch ms) (docs/decisions/0012). One statement: the snapshot rows go in `on conflict do
 * nothing returning` the ones that are new, and only the measures and locations of those (joined
 * on the key) go in with them. So a redelivered message is stored once, the measure table needs
 * no unique index (which would slow every insert), and a batch of telemetry is one query: on
 * PGlite each query costs a few hundred microseconds of CPU whatever it does.
 */
async function storeTelemetry(tx: Executor, messages: Telemetry[], stored: StoredBatch) {
  // A key is taken once: the same message twice in one batch is one new and one duplicate, so
  // only the first of a key brings measures and a location.
  const seen = new Set<string>();
  const firsts = messages.filter((m) => {
    const key = telemetryKey(m.vehicle.vehicleId, snapshotKey(m.payload));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const measures = firsts.flatMap(({ vehicle, payload }) =>
    payload.measure_values_list.map(({ measure_name, measure_value }) => ({
      vehicle,
      payload,
      name: measure_name,
      value: measure_value,
    })),
  );
  // A bus location by the domain's rule (telemetryPosition), the live state's too.
  const located = firsts.flatMap((message) => {
    const position = telemetryPosition(message.payload.measure_values_list);
    return position ? [{ message, position }] : [];
  });
  const withLocation = new Set<Telemetry>(located.map((l) => l.message));
  const snapshots = insertRows(
    'telemetry_snapshots',
    [
      column(messages, 'vehicle_id', 'uuid', (m) => m.vehicle.vehicleId),
      column(messages, 'seq', 'int8', (m) => snapshotKey(m.payload)),
      column(messages, 'customer_id', 'uuid', (m) => m.vehicle.customerId),
      column(messages, 'dt_canbus', 'timestamptz', (m) => m.payload.dt_canbus),
      column(messages, 'received_at', 'timestamptz', (m) => m.receivedAt),
    ],
    sql`on conflict do nothing returning vehicle_id, seq`,
  );
  const measureRows = unnestAs('r', [
    column(measures, 'customer_id', 'uuid', (r) => r.vehicle.customerId),
    column(measures, 'vehicle_id', 'uuid', (r) => r.vehicle.vehicleId),
    column(measures, 'measure_name', 'text', (r) => r.name),
    column(measures, 'dt_iot', 'timestamptz', (r) => r.payload.dt_canbus),
    column(measures, 'value_num', 'float8', (r) => (typeof r.value === 'number' ? r.value : null)),
    column(measures, 'value_text', 'text', (r) => (typeof r.value === 'string' ? r.value : null)),
    column(measures, 'seq', 'int8', (r) => snapshotKey(r.payload)),
  ]);
  const locationRows = unnestAs('r', [
    column(located, 'vehicle_id', 'uuid', (l) => l.message.vehicle.vehicleId),
    column(located, 'seq', 'int8', (l) => snapshotKey(l.message.payload)),
    column(located, 'customer_id', 'uuid', (l) => l.message.vehicle.customerId),
    column(located, 'name', 'text', (l) => l.message.vehicle.name),
    column(located, 'lat', 'float8', (l) => l.position.lat),
    column(located, 'lon', 'float8', (l) => l.position.lon),
    column(located, 'dt_iot', 'timestamptz', (l) => l.message.payload.dt_canbus),
  ]);
  // Data-modifying WITH parts run once and in full whether or not the main query reads them.
  const inserted = await queryRows<{ vehicle_id: string; seq: number | string }>(
    tx,
    sql`with fresh as (${snapshots}),
      measures as (
        insert into telemetry
          (customer_id, vehicle_id, measure_name, dt_iot, value_num, value_text, seq)
        select r.customer_id, r.vehicle_id, r.measure_name, r.dt_iot, r.value_num, r.value_text, r.seq
        from ${measureRows} join fresh f on f.vehicle_id = r.vehicle_id and f.seq = r.seq
      ),
      locations as (
        insert into bus_locations (vehicle_id, seq, customer_id, name, lat, lon, dt_iot)
        select r.vehicle_id, r.seq, r.customer_id, r.name, r.lat, r.lon, r.dt_iot
        from ${locationRows} join fresh f on f.vehicle_id = r.vehicle_id and f.seq = r.seq
        on conflict do nothing
      )
      select vehicle_id, seq from fresh`,
  );
  stored.rows.telemetry_snapshots += inserted.length;
  const newKeys = new Set(inserted.map((r) => telemetryKey(r.vehicle_id, r.seq)));
  for (const message of firsts) {
    if (!newKeys.has(telemetryKey(message.vehicle.vehicleId, snapshotKey(message.payload)))) {
      continue;
    }
    stored.fresh.add(message);
    stored.rows.telemetry += message.payload.measure_values_list.length;
    if (withLocation.has(message)) stored.rows.bus_locations += 1;
  }
}

/** The key of an alert among all vehicles': its vehicle and its own id (a string or a number). */
const alertKey = (vehicleId: string, id: unknown) => `${vehicleId}/${JSON.stringify(id)}`;

/**
 * Alerts: a repeat is the same `id` from the same vehicle (ids are the vehicle's own strings or
 * numbers, kept as JSON); `msg_id` is kept as given and decides nothing.
 */
async function storeAlerts(tx: Executor, messages: Alert[], stored: StoredBatch) {
  const inserted = await queryRows<{ vehicle_id: string; id: unknown }>(
    tx,
    insertRows(
      'vehicle_alerts',
      [
        column(messages, 'id', 'jsonb', (m) => JSON.stringify(m.payload.id)),
        column(messages, 'customer_id', 'uuid', (m) => m.vehicle.customerId),
        column(messages, 'vehicle_id', 'uuid', (m) => m.vehicle.vehicleId),
        column(messages, 'msg_id', 'jsonb', (m) => JSON.stringify(m.payload.msg_id)),
        column(messages, 'level', 'text', (m) => m.payload.level),
        column(messages, 'event_name', 'text', (m) => m.payload.event_name),
        column(messages, 'source_type', 'text', (m) => m.payload.source_type),
        column(messages, 'message', 'text', (m) => m.payload.message),
        column(messages, 'site_name', 'text', (m) => m.payload.site_name),
        column(messages, 'time', 'timestamptz', (m) => m.payload.time),
        column(messages, 'location', 'jsonb', (m) => JSON.stringify(m.payload.location)),
        column(messages, 'alerts', 'jsonb', (m) => JSON.stringify(m.payload.alerts)),
        column(messages, 'flags', 'jsonb', (m) => JSON.stringify(m.flags)),
        column(messages, 'received_at', 'timestamptz', (m) => m.receivedAt),
      ],
      sql`on conflict do nothing returning vehicle_id, id`,
    ),
  );
  stored.rows.vehicle_alerts += inserted.length;
  const keys = new Set(inserted.map((r) => alertKey(r.vehicle_id, jsonValue(r.id))));
  for (const message of messages) {
    if (keys.delete(alertKey(message.vehicle.vehicleId, message.payload.id))) {
      stored.fresh.add(message);
    }
  }
}

/** A jsonb value as the driver gives it: parsed (pg, PGlite) or, for some drivers, as text. */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Mission events: a duplicate has the same vehicle, mission, lifecycle and send time. */
async function storeMissions(tx: Executor, messages: Mission[], stored: StoredBatch) {
  const key = (vehicleId: string, missionId: string, lifecycle: string, sentMs: number) =>
    `${vehicleId}/${missionId}/${lifecycle}/${sentMs}`;
  const inserted = await queryRows<{
    vehicle_id: string;
    mission_id: string;
    lifecycle: string;
    sent_ms: number | string;
  }>(
    tx,
    insertRows(
      'mission_events',
      [
        column(messages, 'customer_id', 'uuid', (m) => m.vehicle.customerId),
        column(messages, 'vehicle_id', 'uuid', (m) => m.vehicle.vehicleId),
        column(messages, 'mission_id', 'uuid', (m) => m.payload.mission_id),
        column(messages, 'type', 'text', (m) => m.payload.type),
        column(messages, 'site_id', 'text', (m) => m.payload.site_id),
        column(messages, 'lifecycle', 'text', (m) => m.payload.lifecycle),
        column(messages, 'dt_aggr_send', 'timestamptz', (m) => m.payload.dt_aggr_send),
        column(messages, 'data', 'jsonb', (m) => JSON.stringify(m.payload.data)),
        column(messages, 'received_at', 'timestamptz', (m) => m.receivedAt),
      ],
      // Milliseconds, as Date.parse gives them, to match the rows back to their messages.
      sql`on conflict do nothing returning vehicle_id, mission_id, lifecycle,
        (extract(epoch from date_trunc('milliseconds', dt_aggr_send)) * 1000)::float8 as sent_ms`,
    ),
  );
  stored.rows.mission_events += inserted.length;
  const keys = new Set(
    inserted.map((r) =>
      key(r.vehicle_id, r.mission_id, r.lifecycle, Math.round(Number(r.sent_ms))),
    ),
  );
  for (const message of messages) {
    const { mission_id, lifecycle, dt_aggr_send } = message.payload;
    const k = key(message.vehicle.vehicleId, mission_id, lifecycle, Date.parse(dt_aggr_send));
    if (keys.delete(k)) stored.fresh.add(message);
  }
}

/**
 * Stores a batch of messages in one transaction. Every message ends up in `fresh` (stored now)
 * or not (it was stored before: a redelivery).
 */
export async function storeBatch(db: Db, messages: IngestMessage[]): Promise<StoredBatch> {
  const stored: StoredBatch = {
    fresh: new Set(),
    rows: {
      telemetry_snapshots: 0,
      telemetry: 0,
      bus_locations: 0,
      vehicle_alerts: 0,
      mission_events: 0,
    },
  };
  const telemetry = messages.filter((m): m is Telemetry => m.kind === 'telemetry');
  const alerts = messages.filter((m): m is Alert => m.kind === 'alerts');
  const missions = messages.filter((m): m is Mission => m.kind === 'missions');
  // Telemetry alone (the usual batch) is one statement, atomic without a transaction of its own.
  if (alerts.length === 0 && missions.length === 0) {
    if (telemetry.length > 0) await storeTelemetry(db, telemetry, stored);
    return stored;
  }
  await db.transaction(async (tx) => {
    if (telemetry.length > 0) await storeTelemetry(tx, telemetry, stored);
    if (alerts.length > 0) await storeAlerts(tx, alerts, stored);
    if (missions.length > 0) await storeMissions(tx, missions, stored);
  });
  return stored;
}
