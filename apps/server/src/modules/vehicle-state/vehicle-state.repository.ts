import { sql } from 'drizzle-orm';
import {
  MEASURE_NAMES,
  type AlertItem,
  type AlertLevel,
  type AlertEventName,
  type MeasureName,
  type MeasureReading,
  type VehicleMadeId,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { StateVehicle, VehicleStateStore } from './vehicle-state.ts';

interface MeasureRow {
  vehicle_id: string;
  customer_id: string;
  name: string;
  measure_name: MeasureName;
  dt_ms: number | string;
  value_num: number | null;
  value_text: string | null;
}

interface ReceivedRow {
  vehicle_id: string;
  received_ms: number | string;
}

interface AlertRow {
  vehicle_id: string;
  customer_id: string;
  name: string;
  id: VehicleMadeId;
  level: AlertLevel;
  event_name: AlertEventName;
  message: string;
  time_ms: number | string;
  alerts: AlertItem[];
}

const iso = (ms: number | string) => new Date(Math.round(Number(ms))).toISOString();
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * Fills the store from the database: the latest row of each vehicle and measure, the latest
 * snapshot's receive time and the latest alert. Each is an index seek per vehicle (and
 * measure), so start-up does not scan the history.
 */
export async function rebuildVehicleState(db: Db, store: VehicleStateStore): Promise<void> {
  const measureRows = await queryRows<MeasureRow>(
    db,
    sql`select v.id as vehicle_id, v.customer_id, v.name, m.measure_name,
          ${epochMs('t.dt_iot')} as dt_ms, t.value_num, t.value_text
        from vehicles v
        cross join unnest(${sql.param([...MEASURE_NAMES])}::text[]) as m(measure_name)
        cross join lateral (
          select dt_iot, value_num, value_text from telemetry t
          where t.vehicle_id = v.id and t.measure_name = m.measure_name
          order by t.dt_iot desc limit 1
        ) t`,
  );
  const receivedRows = await queryRows<ReceivedRow>(
    db,
    sql`select v.id as vehicle_id, ${epochMs('s.received_at')} as received_ms
        from vehicles v
        cross join lateral (
          select received_at from telemetry_snapshots s
          where s.vehicle_id = v.id order by s.seq desc limit 1
        ) s`,
  );
  const alertRows = await queryRows<AlertRow>(
    db,
    sql`select v.id as vehicle_id, v.customer_id, v.name, a.id, a.level, a.event_name, a.message,
          ${epochMs('a.time')} as time_ms, a.alerts
        from vehicles v
        cross join lateral (
          select id, level, event_name, message, time, alerts from vehicle_alerts a
          where a.vehicle_id = v.id order by a.time desc limit 1
        ) a`,
  );

  const received = new Map(receivedRows.map((r) => [r.vehicle_id, iso(r.received_ms)]));
  const snapshots = new Map<
    string,
    { vehicle: StateVehicle; dtCanbus: string; values: Record<string, MeasureReading> }
  >();
  for (const row of measureRows) {
    let entry = snapshots.get(row.vehicle_id);
    if (!entry) {
      entry = {
        vehicle: { vehicleId: row.vehicle_id, customerId: row.customer_id, name: row.name },
        dtCanbus: iso(row.dt_ms),
        values: {},
      };
      snapshots.set(row.vehicle_id, entry);
    }
    const at = iso(row.dt_ms);
    if (at > entry.dtCanbus) entry.dtCanbus = at;
    entry.values[row.measure_name] = row.value_num ?? row.value_text;
  }
  for (const { vehicle, dtCanbus, values } of snapshots.values()) {
    const receivedAt = received.get(vehicle.vehicleId) ?? dtCanbus;
    store.applyTelemetry(vehicle, { dtCanbus, receivedAt, values });
  }
  for (const row of alertRows) {
    store.applyAlert(
      { vehicleId: row.vehicle_id, customerId: row.customer_id, name: row.name },
      {
        id: row.id,
        level: row.level,
        event_name: row.event_name,
        message: row.message,
        time: iso(row.time_ms),
        alerts: row.alerts,
      },
    );
  }
}
