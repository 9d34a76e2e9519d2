import { sql } from 'drizzle-orm';
import type { PlaybackEventKind } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export interface PlaybackRange {
  scope: TenantScope;
  vehicleIds: string[];
  from: Date;
  to: Date;
}

/** One thinned position with the measures stored at the same instant (one row per measure). */
export interface SampleRow {
  vehicle_id: string;
  dt_ms: number | string;
  lat: number;
  lon: number;
  measure_name: string | null;
  value_num: number | null;
  value_text: string | null;
}

export interface EventRow {
  vehicle_id: string;
  dt_ms: number | string;
  kind: PlaybackEventKind;
  label: string;
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const ids = (range: PlaybackRange) => sql`${sql.param(range.vehicleIds)}::uuid[]`;
const between = (column: string, range: PlaybackRange) =>
  sql`${sql.raw(column)} >= ${range.from.toISOString()}::timestamptz
      and ${sql.raw(column)} <= ${range.to.toISOString()}::timestamptz`;

/**
 * Reads of the stored positions, measures and events of a customer's vehicles over a range. Every
 * query names the scope's customer; positions come from `bus_locations`, measures from
 * `telemetry` at the same instant (both are written from one vehicle message).
 */
export function playbackRepository(db: Db) {
  return {
    /** The first position of each `bucketMs` slice (counted from the range's start) per vehicle, oldest first, with its measures. */
    samples(range: PlaybackRange, bucketMs: number, measures: string[]): Promise<SampleRow[]> {
      const { scope } = range;
      return queryRows<SampleRow>(
        db,
        sql`with s as (
              select distinct on (b.vehicle_id, b.bucket) b.vehicle_id, b.dt_iot, b.lat, b.lon
              from (
                select vehicle_id, dt_iot, lat, lon,
                  floor((${epochMs('dt_iot')} - ${range.from.getTime()}::float8) / ${bucketMs}::float8)
                    as bucket
                from bus_locations
                where customer_id = ${scope.customerId} and vehicle_id = any(${ids(range)})
                  and ${between('dt_iot', range)}
              ) b
              order by b.vehicle_id, b.bucket, b.dt_iot
            )
            select s.vehicle_id, ${epochMs('s.dt_iot')} as dt_ms, s.lat, s.lon,
              t.measure_name, t.value_num, t.value_text
            from s
            left join telemetry t on t.vehicle_id = s.vehicle_id
              and t.measure_name = any(${sql.param(measures)}::text[])
              and t.dt_iot = s.dt_iot and t.customer_id = ${scope.customerId}
            order by s.vehicle_id, s.dt_iot, t.measure_name`,
      );
    },

    /** Door openings and closings: each change of DOOR_STATUS between OPEN and CLOSED. */
    doorEvents(range: PlaybackRange): Promise<EventRow[]> {
      return queryRows<EventRow>(
        db,
        sql`select vehicle_id, ${epochMs('dt_iot')} as dt_ms,
              case when v = 'OPEN' then 'door_open' else 'door_close' end as kind,
              case when v = 'OPEN' then 'Doors open' else 'Doors closed' end as label
            from (
              select vehicle_id, dt_iot, upper(value_text) as v,
                lag(upper(value_text)) over (partition by vehicle_id order by dt_iot) as prev
              from telemetry
              where customer_id = ${range.scope.customerId} and vehicle_id = any(${ids(range)})
                and measure_name = 'DOOR_STATUS' and upper(value_text) in ('OPEN', 'CLOSED')
                and ${between('dt_iot', range)}
            ) d
            where prev is not null and prev <> v`,
      );
    },

    /** Alarms raised, acknowledged and resolved on the vehicles. */
    alarmEvents(range: PlaybackRange): Promise<EventRow[]> {
      return queryRows<EventRow>(
        db,
        sql`select a.vehicle_id, ${epochMs('e.at')} as dt_ms,
              case when e.action = 'raise' then 'alarm_raised'
                when e.action = 'acknowledge' then 'alarm_acknowledged'
                else 'alarm_resolved' end as kind,
              a.level_word || ': ' || a.message as label
            from alarm_events e join alarms a on a.id = e.alarm_id
            where e.customer_id = ${range.scope.customerId} and a.customer_id = ${range.scope.customerId}
              and a.vehicle_id = any(${ids(range)})
              and e.action in ('raise', 'acknowledge', 'resolve', 'auto_resolve')
              and ${between('e.at', range)}`,
      );
    },

    /** Remote commands sent to the vehicles, with the state each ended in. */
    commandEvents(range: PlaybackRange): Promise<EventRow[]> {
      return queryRows<EventRow>(
        db,
        sql`select vehicle_id, ${epochMs('issued_at')} as dt_ms, 'command' as kind,
              command || ': ' || state as label
            from vehicle_commands
            where customer_id = ${range.scope.customerId} and vehicle_id = any(${ids(range)})
              and ${between('issued_at', range)}`,
      );
    },

    /** Services of the vehicles that started or ended within the range. */
    serviceEvents(range: PlaybackRange): Promise<EventRow[]> {
      return queryRows<EventRow>(
        db,
        sql`select vehicle_id, ${epochMs('start_at')} as dt_ms, 'service_start' as kind,
              'Service started on ' || route_name as label
            from services
            where customer_id = ${range.scope.customerId} and vehicle_id = any(${ids(range)})
              and status in ('active', 'completed') and ${between('start_at', range)}
            union all
            select vehicle_id, ${epochMs('end_at')} as dt_ms, 'service_end' as kind,
              'Service ended on ' || route_name as label
            from services
            where customer_id = ${range.scope.customerId} and vehicle_id = any(${ids(range)})
              and ${between('end_at', range)}`,
      );
    },
  };
}

export type PlaybackRepository = ReturnType<typeof playbackRepository>;
