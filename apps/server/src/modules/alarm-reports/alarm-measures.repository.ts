import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_ALARM_STATES,
  ALARM_MANAGEMENT,
  BAD_ACTORS_SHOWN,
  type KnownAlertLevel,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { alarms } from '../alarms/schema.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

/**
 * The measures of one customer's alarms in SQL, so that a period of 100 000 alarms is a few
 * aggregates and not 100 000 rows in the server (the definitions: domain `alarm-measures.ts`).
 * Every query is limited to the scope's customer.
 */

export interface LevelFigures {
  level: KnownAlertLevel;
  newAlarms: number;
  acknowledged: number;
  ackMedian: number | null;
  ackP90: number | null;
  resolved: number;
  resolveMedian: number | null;
  resolveP90: number | null;
}

export interface BadActorRow {
  conditionKey: string;
  count: number;
  code: string;
  category: string;
  message: string;
  vehicleId: string | null;
  vehicleName: string | null;
}

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const activeStates = sql.join(
  ACTIVE_ALARM_STATES.map((s) => sql`${s}`),
  sql`, `,
);
/** The level as the measures count it: a known level (any case), else ERROR. */
const levelOf = sql`case when upper(${alarms.level}) in ('INFO', 'WARNING', 'ERROR', 'CRITICAL')
  then upper(${alarms.level}) else 'ERROR' end`;
/** Seconds from first seen to `end` (double precision, never negative); null without an end. */
const secondsTo = (end: SQL) =>
  sql`case when ${end} is null then null
    else greatest(0, date_part('epoch', ${end}) - date_part('epoch', ${alarms.firstSeen})) end`;
const LEVELS = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;
const raw = (n: number) => sql.raw(String(n));

/** Per level: new alarms, and count and [median, p90] of acknowledge and resolve seconds. */
const levelColumns = sql.join(
  LEVELS.map((level) => {
    const only = sql.raw(`filter (where level = '${level}')`);
    const name = (what: string) => sql.raw(`${what}_${level.toLowerCase()}`);
    return sql`count(*) ${only}::int as ${name('n')},
      count(ack_s) ${only}::int as ${name('acknowledged')},
      percentile_cont(array[0.5, 0.9]) within group (order by ack_s) ${only} as ${name('ack')},
      count(resolve_s) ${only}::int as ${name('resolved')},
      percentile_cont(array[0.5, 0.9]) within group (order by resolve_s) ${only} as ${name('resolve')}`;
  }),
  sql`, `,
);

const pair = (v: unknown): [number | null, number | null] => {
  const values = v as (number | string | null)[] | null;
  return [num(values?.[0] ?? null), num(values?.[1] ?? null)];
};

export function alarmMeasuresRepository(db: Db) {
  /**
   * The scope's alarms first seen within [from, to). `last_seen >= from` follows (an alarm is
   * last seen no earlier than first seen) and lets the (customer, last_seen) index narrow it.
   */
  const ofPeriod = (scope: TenantScope, from: Date, to: Date) =>
    sql`${scope.where(alarms.customerId)}
      and ${alarms.firstSeen} >= ${ts(from)} and ${alarms.firstSeen} < ${ts(to)}
      and ${alarms.lastSeen} >= ${ts(from)}`;

  return {
    /**
     * The figures of the period's alarms in one statement and one read of the table: per level
     * (new alarms; acknowledge and people's resolve times: count, median, p90), the flood periods
     * (clock-aligned, more than floodAlarms new alarms), and the bad actors (the conditions with
     * the highest sum of count, with their newest alarm's words).
     */
    async periodFigures(scope: TenantScope, from: Date, to: Date) {
      const { floodWindowS, floodAlarms } = ALARM_MANAGEMENT;
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`with p as materialized (
            select ${levelOf} as level, ${alarms.conditionKey} as condition_key,
              ${alarms.count} as count,
              floor(date_part('epoch', ${alarms.firstSeen}) / ${raw(floodWindowS)}) as period,
              ${secondsTo(sql`${alarms.acknowledgedAt}`)} as ack_s,
              ${secondsTo(sql`case when ${alarms.autoResolved} then null else ${alarms.resolvedAt} end`)} as resolve_s
            from ${alarms}
            where ${ofPeriod(scope, from, to)}
          ),
          levels as (select ${levelColumns} from p),
          flood as (
            select count(*)::int as n
            from (select period from p group by period having count(*) > ${raw(floodAlarms)}) f
          ),
          top as (
            select condition_key, sum(count)::float8 as total
            from p
            group by condition_key
            order by total desc, condition_key collate "C"
            limit ${raw(BAD_ACTORS_SHOWN)}
          ),
          actors as (
            select top.condition_key, top.total, n.*
            from top
            cross join lateral (
              select ${alarms.code} as code, ${alarms.category} as category,
                ${alarms.message} as message, ${alarms.vehicleId} as vehicle_id,
                ${alarms.vehicleName} as vehicle_name
              from ${alarms}
              where ${ofPeriod(scope, from, to)} and ${alarms.conditionKey} = top.condition_key
              order by ${alarms.firstSeen} desc
              limit 1
            ) n
          )
          select (select row_to_json(levels) from levels) as levels,
            (select n from flood) as flood_periods,
            (select coalesce(json_agg(a order by a.total desc, a.condition_key collate "C"), '[]')
              from actors a) as bad_actors`,
      );
      const parsed = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
      const figures = parsed(row?.levels) as Record<string, unknown>;
      const levels: LevelFigures[] = LEVELS.map((level) => {
        const of = (what: string) => figures[`${what}_${level.toLowerCase()}`];
        const [ackMedian, ackP90] = pair(of('ack'));
        const [resolveMedian, resolveP90] = pair(of('resolve'));
        return {
          level,
          newAlarms: Number(of('n')),
          acknowledged: Number(of('acknowledged')),
          ackMedian,
          ackP90,
          resolved: Number(of('resolved')),
          resolveMedian,
          resolveP90,
        };
      });
      const actors = parsed(row?.bad_actors) as Record<string, unknown>[];
      return {
        levels,
        floodPeriods: Number(row?.flood_periods ?? 0),
        badActors: actors.map((r): BadActorRow => ({
          conditionKey: String(r.condition_key),
          count: Number(r.total),
          code: String(r.code),
          category: String(r.category),
          message: String(r.message),
          vehicleId: (r.vehicle_id as string | null) ?? null,
          vehicleName: (r.vehicle_name as string | null) ?? null,
        })),
      };
    },

    /** Standing (active), stale (active since before `staleBefore`) and shelved alarms now. */
    async standing(scope: TenantScope, now: Date, staleBefore: Date) {
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`select
            count(*) filter (where ${alarms.state} in (${activeStates}))::int as standing,
            count(*) filter (where ${alarms.state} in (${activeStates})
              and ${alarms.firstSeen} < ${ts(staleBefore)})::int as stale,
            count(*) filter (where ${alarms.shelvedUntil} > ${ts(now)})::int as shelved
          from ${alarms}
          where ${scope.where(alarms.customerId)}
            and (${alarms.state} in (${activeStates}) or ${alarms.shelvedUntil} > ${ts(now)})`,
      );
      return {
        standing: Number(row?.standing ?? 0),
        stale: Number(row?.stale ?? 0),
        shelved: Number(row?.shelved ?? 0),
      };
    },

    /** New alarms per vehicle first seen within (since, now]. */
    async recentPerVehicle(scope: TenantScope, since: Date, now: Date) {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${alarms.vehicleId} as vehicle_id, max(${alarms.vehicleName}) as vehicle_name,
            count(*)::int as n
          from ${alarms}
          where ${scope.where(alarms.customerId)}
            and ${alarms.firstSeen} > ${ts(since)} and ${alarms.firstSeen} <= ${ts(now)}
            and ${alarms.lastSeen} > ${ts(since)}
          group by ${alarms.vehicleId}`,
      );
      return rows.map((r) => ({
        Vehicle_ID: (r.vehicle_id as string | null) ?? null,
        vehicle_name: (r.vehicle_name as string | null) ?? null,
        count: Number(r.n),
      }));
    },
  };
}

export type AlarmMeasuresRepository = ReturnType<typeof alarmMeasuresRepository>;
