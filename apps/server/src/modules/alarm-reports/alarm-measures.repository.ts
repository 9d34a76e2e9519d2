import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_ALARM_STATES,
  ALARM_MANAGEMENT,
  BAD_ACTORS_SHOWN,
  type KnownAlertLevel,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { alarms } from '../../db/schema.ts';
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
/** A duration in seconds, never negative; null when the end is null. */
const secondsTo = (end: SQL) =>
  sql`case when ${end} is null then null
    else greatest(0, extract(epoch from (${end} - ${alarms.firstSeen})))::float8 end`;

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
    /** New alarms, acknowledge and resolve times (people only) per level. */
    async levelFigures(scope: TenantScope, from: Date, to: Date): Promise<LevelFigures[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select level,
            count(*)::int as new_alarms,
            count(ack_s)::int as acknowledged,
            percentile_cont(0.5) within group (order by ack_s) as ack_median,
            percentile_cont(0.9) within group (order by ack_s) as ack_p90,
            count(resolve_s)::int as resolved,
            percentile_cont(0.5) within group (order by resolve_s) as resolve_median,
            percentile_cont(0.9) within group (order by resolve_s) as resolve_p90
          from (
            select ${levelOf} as level,
              ${secondsTo(sql`${alarms.acknowledgedAt}`)} as ack_s,
              ${secondsTo(sql`case when ${alarms.autoResolved} then null else ${alarms.resolvedAt} end`)} as resolve_s
            from ${alarms}
            where ${ofPeriod(scope, from, to)}
          ) a
          group by level`,
      );
      return rows.map((r) => ({
        level: r.level as KnownAlertLevel,
        newAlarms: Number(r.new_alarms),
        acknowledged: Number(r.acknowledged),
        ackMedian: num(r.ack_median),
        ackP90: num(r.ack_p90),
        resolved: Number(r.resolved),
        resolveMedian: num(r.resolve_median),
        resolveP90: num(r.resolve_p90),
      }));
    },

    /** Clock-aligned flood periods of the period with more than floodAlarms new alarms. */
    async floodPeriods(scope: TenantScope, from: Date, to: Date): Promise<number> {
      const windowS = ALARM_MANAGEMENT.floodWindowS;
      const [row] = await queryRows<{ n: unknown }>(
        db,
        sql`select count(*)::int as n from (
            select floor(extract(epoch from ${alarms.firstSeen}) / ${sql.raw(String(windowS))}) as p
            from ${alarms}
            where ${ofPeriod(scope, from, to)}
            group by p
            having count(*) > ${sql.raw(String(ALARM_MANAGEMENT.floodAlarms))}
          ) f`,
      );
      return Number(row?.n ?? 0);
    },

    /** The conditions raised most often (sum of count), with the newest alarm's words. */
    async badActors(scope: TenantScope, from: Date, to: Date): Promise<BadActorRow[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select t.condition_key, t.total, n.code, n.category, n.message, n.vehicle_id, n.vehicle_name
          from (
            select ${alarms.conditionKey} as condition_key, sum(${alarms.count}) as total
            from ${alarms}
            where ${ofPeriod(scope, from, to)}
            group by ${alarms.conditionKey}
            order by total desc, condition_key collate "C"
            limit ${sql.raw(String(BAD_ACTORS_SHOWN))}
          ) t
          cross join lateral (
            select ${alarms.code} as code, ${alarms.category} as category,
              ${alarms.message} as message, ${alarms.vehicleId} as vehicle_id,
              ${alarms.vehicleName} as vehicle_name
            from ${alarms}
            where ${ofPeriod(scope, from, to)} and ${alarms.conditionKey} = t.condition_key
            order by ${alarms.firstSeen} desc
            limit 1
          ) n
          order by t.total desc, t.condition_key collate "C"`,
      );
      return rows.map((r) => ({
        conditionKey: String(r.condition_key),
        count: Number(r.total),
        code: String(r.code),
        category: String(r.category),
        message: String(r.message),
        vehicleId: (r.vehicle_id as string | null) ?? null,
        vehicleName: (r.vehicle_name as string | null) ?? null,
      }));
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
