import {
  and,
  asc,
  count,
  desc,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  or,
  isNull,
  eq,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ACTIVE_ALARM_STATES,
  ALERT_LEVELS,
  UNACKNOWLEDGED_ALARM_STATES,
  type AlarmListQuery,
  type SortOrder,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { alarms } from './schema.ts';
import { textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

// The SQL of what the list and the counts ask (filters, shelved, stale, priority order), and the
// reads of `GET realtimealerts`.

export const ACTIVE = [...ACTIVE_ALARM_STATES];
export const activeState = inArray(alarms.state, ACTIVE);
export const LEVELS_SQL = sql.raw(`array[${ALERT_LEVELS.map((l) => `'${l}'`).join(',')}]::text[]`);
/** The rank of a (normalised) level column, INFO = 1 … CRITICAL = 4. */
export const rankOf = (level: PgColumn | SQL): SQL => sql`array_position(${LEVELS_SQL}, ${level})`;

/** Shelved at `now`. */
export const shelvedAt = (now: Date): SQL =>
  and(isNotNull(alarms.shelvedUntil), gt(alarms.shelvedUntil, now))!;
export const notShelvedAt = (now: Date): SQL =>
  or(isNull(alarms.shelvedUntil), lte(alarms.shelvedUntil, now))!;
/** Active and raised before the stale limit. */
export const staleAt = (now: Date, staleAfterS: number): SQL =>
  and(activeState, lte(alarms.firstSeen, new Date(now.getTime() - staleAfterS * 1000)))!;

/** The list filters of `GET realtimealerts` (alarmListQuery) as conditions. */
export function alarmFilters(query: AlarmListQuery, now: Date, staleAfterS: number) {
  const states = query.state?.flatMap((s) => (s === 'ACTIVE' ? ACTIVE : [s]));
  const minRank = query.min_level ? ALERT_LEVELS.indexOf(query.min_level) : 0;
  const levels =
    query.level || query.min_level
      ? (query.level ?? [...ALERT_LEVELS]).filter((l) => ALERT_LEVELS.indexOf(l) >= minRank)
      : undefined;
  return {
    base: [
      query.source ? inArray(alarms.source, query.source) : undefined,
      query.vehicle_id ? inArray(alarms.vehicleId, query.vehicle_id) : undefined,
      query.assignee_id ? eq(alarms.assigneeId, query.assignee_id) : undefined,
      // Alarms seen within the period: last seen after its start, first seen before its end.
      query.from ? gte(alarms.lastSeen, new Date(query.from)) : undefined,
      query.to ? lte(alarms.firstSeen, new Date(query.to)) : undefined,
      textSearch(query.query, [alarms.message, alarms.code, alarms.category, alarms.vehicleName]),
    ],
    states: states ? [...new Set(states)] : undefined,
    levels,
    shelved:
      query.shelved === 'exclude'
        ? notShelvedAt(now)
        : query.shelved === 'only'
          ? shelvedAt(now)
          : undefined,
    stale: query.stale === 'only' ? staleAt(now, staleAfterS) : undefined,
  };
}

export interface AlarmListFilter {
  /** Conditions of every filter but state, level, shelved and stale. */
  base: (SQL | undefined)[];
  states?: string[] | undefined;
  levels?: string[] | undefined;
  shelved: SQL | undefined;
  stale: SQL | undefined;
  sort: 'priority' | 'last_seen' | 'first_seen' | 'level' | 'state' | 'count';
  order: SortOrder;
  limit: number;
  offset: number;
}

const direction = (order: SortOrder) => (order === 'desc' ? desc : asc);

function orderOf(sort: AlarmListFilter['sort'], order: SortOrder): SQL[] {
  const dir = direction(order);
  const unacknowledged = sql`case when ${inArray(alarms.state, [...UNACKNOWLEDGED_ALARM_STATES])} then 1 else 0 end`;
  switch (sort) {
    case 'priority':
      // Unacknowledged first, then the most severe, then the newest (desc); asc reverses it.
      return [dir(unacknowledged), dir(rankOf(alarms.level)), dir(alarms.lastSeen), dir(alarms.id)];
    case 'level':
      return [dir(rankOf(alarms.level)), desc(alarms.lastSeen), dir(alarms.id)];
    case 'state':
      return [dir(alarms.state), desc(alarms.lastSeen), dir(alarms.id)];
    case 'count':
      return [dir(alarms.count), desc(alarms.lastSeen), dir(alarms.id)];
    case 'first_seen':
      return [dir(alarms.firstSeen), dir(alarms.id)];
    case 'last_seen':
      return [dir(alarms.lastSeen), dir(alarms.id)];
  }
}

/** The list of `GET realtimealerts`, its counts and the open alarms per vehicle. */
export function alarmListReads(db: Db) {
  return {
    async list(scope: TenantScope, filter: AlarmListFilter) {
      const where = and(
        scope.where(alarms.customerId),
        ...filter.base,
        filter.states ? inArray(alarms.state, filter.states) : undefined,
        filter.levels ? inArray(alarms.level, filter.levels) : undefined,
        filter.shelved,
        filter.stale,
      );
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(alarms)
        .where(where);
      const rows = await db
        .select()
        .from(alarms)
        .where(where)
        .orderBy(...orderOf(filter.sort, filter.order))
        .limit(filter.limit)
        .offset(filter.offset);
      return { rows, total };
    },

    /**
     * Per state and level: alarms matching the filters but state and level (`n`), shelved ones
     * matching all but the shelved filter, stale ones matching all but the stale filter.
     */
    async groupCounts(
      scope: TenantScope,
      filter: Pick<AlarmListFilter, 'base' | 'shelved' | 'stale'>,
      shelvedNow: SQL,
      staleNow: SQL,
    ) {
      const all = (...parts: (SQL | undefined)[]) => and(sql`true`, ...parts)!;
      return db
        .select({
          state: alarms.state,
          level: alarms.level,
          n: sql<number>`count(*) filter (where ${all(filter.shelved, filter.stale)})`.mapWith(
            Number,
          ),
          shelved: sql<number>`count(*) filter (where ${all(shelvedNow, filter.stale)})`.mapWith(
            Number,
          ),
          stale: sql<number>`count(*) filter (where ${all(filter.shelved, staleNow)})`.mapWith(
            Number,
          ),
        })
        .from(alarms)
        .where(and(scope.where(alarms.customerId), ...filter.base))
        .groupBy(alarms.state, alarms.level);
    },

    /** Active, unshelved alarms per vehicle of the customer. */
    async activeByVehicle(scope: TenantScope, now: Date) {
      return db
        .select({ vehicleId: alarms.vehicleId, n: count() })
        .from(alarms)
        .where(
          and(
            scope.where(alarms.customerId),
            activeState,
            notShelvedAt(now),
            isNotNull(alarms.vehicleId),
          ),
        )
        .groupBy(alarms.vehicleId);
    },
  };
}
