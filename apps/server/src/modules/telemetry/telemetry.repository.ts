import { sql, type SQL } from 'drizzle-orm';
import {
  MEASURE_NAMES,
  type AlertItem,
  type AlertLocation,
  type BusLocation,
  type FleetAlert,
  type MeasureName,
  type VehicleMadeId,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

/** Spec §3 Measure data, one row of the telemetry table. */
export interface MeasureData {
  cav_id: string;
  measure_name: string;
  measure_value: number | string;
  dt_iot: string;
  customer_id: string;
}

interface MeasureRow {
  vehicle_id: string;
  customer_id: string;
  measure_name: string;
  dt_ms: number | string;
  value_num: number | null;
  value_text: string | null;
}

const iso = (ms: number | string) => new Date(Math.round(Number(ms))).toISOString();
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const since = (column: string, at: Date | null): SQL =>
  at ? sql` and ${sql.raw(column)} >= ${at.toISOString()}::timestamptz` : sql``;

const measureData = (r: MeasureRow): MeasureData => ({
  cav_id: r.vehicle_id,
  measure_name: r.measure_name,
  measure_value: r.value_num ?? r.value_text ?? '',
  dt_iot: iso(r.dt_ms),
  customer_id: r.customer_id,
});

/** The newest `rows` of one vehicle and measure: one seek of the (vehicle, measure, time) index. */
const latestOf = (
  vehicle: SQL,
  measure: SQL,
  scope: TenantScope,
  from: Date | null,
  rows: number,
) =>
  sql`select t.vehicle_id, t.customer_id, t.measure_name, ${epochMs('t.dt_iot')} as dt_ms,
        t.value_num, t.value_text
      from telemetry t
      where t.vehicle_id = ${vehicle} and t.measure_name = ${measure}
        and t.customer_id = ${scope.customerId}${since('t.dt_iot', from)}
      order by t.dt_iot desc limit ${rows}`;

export interface HistoryFilter {
  scope: TenantScope;
  vehicleId: string | null;
  from: Date | null;
  rows: number;
}

/**
 * Reads of stored vehicle messages for the GraphQL queries. Every query is limited to the
 * scope's customer and newest first. Measure rows are read per (vehicle, measure) with the
 * ingest's index and merged, so no query sorts a vehicle's whole history.
 */
export function telemetryRepository(db: Db) {
  return {
    /** The newest rows of measure data of one vehicle (any or one measure) or of one measure. */
    async vehicleData(
      filter: HistoryFilter & { measure: MeasureName | null },
    ): Promise<MeasureData[]> {
      const { scope, vehicleId, measure, from, rows } = filter;
      if (!vehicleId && !measure) throw new Error('vehicleData needs a vehicle or a measure');
      const names = measure ? [measure] : [...MEASURE_NAMES];
      const query = vehicleId
        ? sql`select r.* from unnest(${sql.param(names)}::text[]) as m(name)
              cross join lateral (${latestOf(sql`${vehicleId}::uuid`, sql`m.name`, scope, from, rows)}) r`
        : sql`select r.* from vehicles v
              cross join lateral (${latestOf(sql`v.id`, sql`${measure}`, scope, from, rows)}) r
              where v.customer_id = ${scope.customerId}`;
      const found = await queryRows<MeasureRow>(
        db,
        sql`select * from (${query}) x order by x.dt_ms desc, x.measure_name limit ${rows}`,
      );
      return found.map(measureData);
    },

    /** Several measures of one vehicle: the newest `rows` of each, in the order asked. */
    async measureSeries(
      filter: HistoryFilter & { vehicleId: string; measures: MeasureName[] },
    ): Promise<MeasureData[]> {
      const { scope, vehicleId, measures, from, rows } = filter;
      const found = await queryRows<MeasureRow>(
        db,
        sql`select r.* from unnest(${sql.param(measures)}::text[]) with ordinality as m(name, n)
            cross join lateral (${latestOf(sql`${vehicleId}::uuid`, sql`m.name`, scope, from, rows)}) r
            order by m.n, r.dt_ms desc`,
      );
      return found.map(measureData);
    },

    /**
     * Several measures of one vehicle over a range: the range cut into `rows` equal slices, the
     * last reading of each slice that has one, newest first per measure, in the order asked.
     */
    async measureSpread(filter: {
      scope: TenantScope;
      vehicleId: string;
      measures: MeasureName[];
      from: Date;
      to: Date;
      rows: number;
    }): Promise<MeasureData[]> {
      const { scope, vehicleId, measures, from, to, rows } = filter;
      // Seconds since the epoch; `to` is in the last slice (width_bucket's upper bound is open).
      const low = from.getTime() / 1000;
      const high = to.getTime() / 1000 + 0.001;
      const found = await queryRows<MeasureRow>(
        db,
        sql`select r.vehicle_id, r.customer_id, r.measure_name, r.dt_ms, r.value_num, r.value_text
            from unnest(${sql.param(measures)}::text[]) with ordinality as m(name, n)
            cross join lateral (
              select distinct on (slice) t.vehicle_id, t.customer_id, t.measure_name,
                ${epochMs('t.dt_iot')} as dt_ms, t.value_num, t.value_text,
                width_bucket(extract(epoch from t.dt_iot)::float8, ${low}::float8, ${high}::float8, ${rows}::int) as slice
              from telemetry t
              where t.vehicle_id = ${vehicleId}::uuid and t.measure_name = m.name
                and t.customer_id = ${scope.customerId}
                and t.dt_iot >= ${from.toISOString()}::timestamptz
                and t.dt_iot <= ${to.toISOString()}::timestamptz
              order by slice, t.dt_iot desc
            ) r
            order by m.n, r.dt_ms desc`,
      );
      return found.map(measureData);
    },

    async locations(filter: HistoryFilter): Promise<BusLocation[]> {
      const { scope, vehicleId, from, rows } = filter;
      const found = await queryRows<{
        vehicle_id: string;
        customer_id: string;
        name: string;
        lat: number;
        lon: number;
        dt_ms: number | string;
      }>(
        db,
        sql`select vehicle_id, customer_id, name, lat, lon, ${epochMs('dt_iot')} as dt_ms
            from bus_locations
            where customer_id = ${scope.customerId}
              ${vehicleId ? sql`and vehicle_id = ${vehicleId}::uuid` : sql``}${since('dt_iot', from)}
            order by dt_iot desc limit ${rows}`,
      );
      return found.map((r) => ({
        Customer_ID: r.customer_id,
        cav_id: r.vehicle_id,
        lat: Number(r.lat),
        lon: Number(r.lon),
        name: r.name,
        dt_iot: iso(r.dt_ms),
      }));
    },

    async alerts(filter: HistoryFilter): Promise<FleetAlert[]> {
      const { scope, vehicleId, from, rows } = filter;
      const found = await queryRows<{
        id: VehicleMadeId;
        customer_id: string;
        vehicle_id: string;
        msg_id: VehicleMadeId;
        level: FleetAlert['level'];
        event_name: FleetAlert['event_name'];
        source_type: FleetAlert['source_type'];
        message: string;
        site_name: string;
        time_ms: number | string;
        location: AlertLocation;
        alerts: AlertItem[];
      }>(
        db,
        sql`select id, customer_id, vehicle_id, msg_id, level, event_name, source_type, message,
              site_name, ${epochMs('time')} as time_ms, location, alerts
            from vehicle_alerts
            where customer_id = ${scope.customerId}
              ${vehicleId ? sql`and vehicle_id = ${vehicleId}::uuid` : sql``}${since('time', from)}
            order by time desc, received_at desc limit ${rows}`,
      );
      return found.map((r) => {
        const ms = Math.round(Number(r.time_ms));
        return {
          id: r.id,
          level: r.level,
          source_id: r.vehicle_id,
          source_type: r.source_type,
          message: r.message,
          time: iso(ms),
          Source_ID: r.vehicle_id,
          Customer_ID: r.customer_id,
          event_name: r.event_name,
          msg_id: r.msg_id,
          site_name: r.site_name,
          timestamp: ms,
          location: r.location,
          alerts: r.alerts,
        };
      });
    },
  };
}

export type TelemetryRepository = ReturnType<typeof telemetryRepository>;
