import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { VehicleMadeId } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { alarmEvents, alarms } from './schema.ts';
import { userGroups, users } from '../identity/schema.ts';
import { vehicles } from '../vehicles/schema.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { activeState, alarmListReads, LEVELS_SQL, rankOf } from './alarm-list-queries.ts';

export type AlarmRow = typeof alarms.$inferSelect;
export type NewAlarm = typeof alarms.$inferInsert;
export type AlarmEventRow = typeof alarmEvents.$inferSelect;
/** The columns a change may set (besides version and updated_at, which every change but a repeat moves). */
export type AlarmPatch = Partial<Omit<NewAlarm, 'id' | 'customerId' | 'version' | 'createdAt'>>;

/** The repeats of one present condition within a round. */
export interface RepeatGroup {
  customerId: string;
  key: string;
  n: number;
  /** The latest time the source saw it. */
  at: Date;
  /** The worst normalised level among them, and its word as given. */
  level: string;
  levelWord: string;
  location: NewAlarm['location'];
  alertId: VehicleMadeId | null;
}

export interface HistoryInput {
  alarmId: string;
  customerId: string;
  at: Date;
  action: string;
  fromState: string | null;
  toState: string;
  actorId?: string | null;
  actorName?: string | null;
  note?: string | null;
}

/** The groups whose users may process alerts (ApiAction processAlerts). */
export const ALARM_PROCESSOR_GROUPS = ['service_manager', 'admin', 'customer_admin'] as const;

const bump = { version: sql`${alarms.version} + 1`, updatedAt: sql`now()` };

/** Alarms and their history; every read of a person's request is limited by the scope. */
export function alarmsRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(alarms.customerId), eq(alarms.id, id));
  const ofKey = (customerId: string, key: string) =>
    and(eq(alarms.customerId, customerId), eq(alarms.conditionKey, key));

  return {
    async findById(scope: TenantScope, id: string): Promise<AlarmRow | undefined> {
      const [row] = await db.select().from(alarms).where(mine(scope, id));
      return row;
    },

    /** The condition's active alarm, else its most recent one. */
    async latestForKey(customerId: string, key: string): Promise<AlarmRow | undefined> {
      const [row] = await db
        .select()
        .from(alarms)
        .where(ofKey(customerId, key))
        .orderBy(desc(sql`${activeState}`), desc(alarms.createdAt))
        .limit(1);
      return row;
    },

    /**
     * A repeat of a condition that is still present: count, last seen, location, alert and (when
     * worse) level move, in one statement. Undefined when there is no such alarm.
     */
    async repeat(
      customerId: string,
      key: string,
      values: {
        at: Date;
        level: string;
        levelWord: string;
        location: NewAlarm['location'];
        alertId: VehicleMadeId | null;
      },
    ): Promise<AlarmRow | undefined> {
      const worse = sql`${rankOf(sql`${values.level}::text`)} > ${rankOf(alarms.level)}`;
      const [row] = await db
        .update(alarms)
        .set({
          count: sql`${alarms.count} + 1`,
          lastSeen: sql`greatest(${alarms.lastSeen}, ${values.at.toISOString()}::timestamptz)`,
          location: values.location
            ? sql`${JSON.stringify(values.location)}::jsonb`
            : sql`${alarms.location}`,
          alertId:
            values.alertId !== null
              ? sql`${JSON.stringify(values.alertId)}::jsonb`
              : sql`${alarms.alertId}`,
          level: sql`case when ${worse} then ${values.level} else ${alarms.level} end`,
          levelWord: sql`case when ${worse} then ${values.levelWord} else ${alarms.levelWord} end`,
          // Not a step of the lifecycle: a person acting on the version they saw is not refused
          // because the vehicle repeated the condition meanwhile (the patch leaves these columns).
          updatedAt: sql`now()`,
        })
        .where(and(ofKey(customerId, key), activeState, eq(alarms.conditionActive, true)))
        .returning();
      return row;
    },

    /**
     * Repeats of many present conditions in one statement (see `repeat`); answers the alarms it
     * moved. A group without an active alarm whose condition is present is left out.
     */
    async repeatMany(groups: RepeatGroup[]): Promise<AlarmRow[]> {
      if (groups.length === 0) return [];
      const values = JSON.stringify(
        groups.map((g) => ({
          customer_id: g.customerId,
          condition_key: g.key,
          n: g.n,
          at: g.at.toISOString(),
          level: g.level,
          level_word: g.levelWord,
          location: g.location,
          alert_id: g.alertId,
        })),
      );
      const worse = sql`array_position(${LEVELS_SQL}, v.level) > array_position(${LEVELS_SQL}, a.level)`;
      const moved = await queryRows<{ id: string }>(
        db,
        sql`update ${alarms} as a set
              count = a.count + v.n,
              last_seen = greatest(a.last_seen, v.at),
              location = coalesce(v.location, a.location),
              alert_id = coalesce(v.alert_id, a.alert_id),
              level = case when ${worse} then v.level else a.level end,
              level_word = case when ${worse} then v.level_word else a.level_word end,
              updated_at = now()
            from jsonb_to_recordset(${values}::jsonb) as v(
              customer_id uuid, condition_key text, n int, at timestamptz, level text,
              level_word text, location jsonb, alert_id jsonb)
            where a.customer_id = v.customer_id and a.condition_key = v.condition_key
              and a.state in ('OPEN', 'REOPENED', 'ACKNOWLEDGED', 'ASSIGNED')
              and a.condition_active
            returning a.id`,
      );
      if (moved.length === 0) return [];
      return db
        .select()
        .from(alarms)
        .where(
          inArray(
            alarms.id,
            moved.map((m) => m.id),
          ),
        );
    },

    /**
     * The conditions among `keys` that have an active alarm or one changed since `since` (which
     * a raise may reopen): those take the one-by-one way.
     */
    async keysInUse(
      keys: { customerId: string; key: string }[],
      since: Date,
    ): Promise<{ customerId: string; key: string }[]> {
      if (keys.length === 0) return [];
      const values = JSON.stringify(keys.map((k) => ({ c: k.customerId, k: k.key })));
      return queryRows<{ customerId: string; key: string }>(
        db,
        sql`select distinct a.customer_id as "customerId", a.condition_key as "key"
            from ${alarms} as a
            join jsonb_to_recordset(${values}::jsonb) as v(c uuid, k text)
              on a.customer_id = v.c and a.condition_key = v.k
            where a.state in ('OPEN', 'REOPENED', 'ACKNOWLEDGED', 'ASSIGNED')
               or a.updated_at >= ${since.toISOString()}::timestamptz`,
      );
    },

    /** New alarms in one statement; a condition that already has an active one is left out. */
    async insertMany(values: NewAlarm[]): Promise<AlarmRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(alarms)
        .values(values)
        .onConflictDoNothing({
          target: [alarms.customerId, alarms.conditionKey],
          where: sql`state in ('OPEN', 'REOPENED', 'ACKNOWLEDGED', 'ASSIGNED')`,
        })
        .returning();
    },

    /** The names of vehicles, by id. */
    async vehicleNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: vehicles.id, name: vehicles.name })
        .from(vehicles)
        .where(inArray(vehicles.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Applies a change only to the alarm as it was seen (its version); undefined otherwise. */
    async updateSeen(row: AlarmRow, patch: AlarmPatch): Promise<AlarmRow | undefined> {
      const [updated] = await db
        .update(alarms)
        .set({ ...patch, ...bump })
        .where(
          and(
            eq(alarms.id, row.id),
            eq(alarms.customerId, row.customerId),
            eq(alarms.version, row.version),
          ),
        )
        .returning();
      return updated;
    },

    /**
     * A new alarm; undefined when the condition already has an active one (the partial unique
     * index: another process raised it first).
     */
    async insert(values: NewAlarm, vehicleNameFrom?: string | null): Promise<AlarmRow | undefined> {
      const vehicleName =
        values.vehicleName ??
        (vehicleNameFrom
          ? sql`(select ${vehicles.name} from ${vehicles} where ${vehicles.id} = ${vehicleNameFrom} and ${vehicles.customerId} = ${values.customerId})`
          : null);
      const [row] = await db
        .insert(alarms)
        .values({ ...values, vehicleName })
        .onConflictDoNothing({
          target: [alarms.customerId, alarms.conditionKey],
          where: sql`state in ('OPEN', 'REOPENED', 'ACKNOWLEDGED', 'ASSIGNED')`,
        })
        .returning();
      return row;
    },

    async addHistory(entries: HistoryInput[]): Promise<void> {
      if (entries.length === 0) return;
      await db.insert(alarmEvents).values(
        entries.map((e) => ({
          alarmId: e.alarmId,
          customerId: e.customerId,
          at: e.at,
          action: e.action,
          fromState: e.fromState,
          toState: e.toState,
          actorId: e.actorId ?? null,
          actorName: e.actorName ?? null,
          note: e.note ?? null,
        })),
      );
    },

    async history(alarmId: string): Promise<AlarmEventRow[]> {
      return db
        .select()
        .from(alarmEvents)
        .where(eq(alarmEvents.alarmId, alarmId))
        .orderBy(asc(alarmEvents.at), asc(alarmEvents.id));
    },

    /** The latest step a person took on the alarm. */
    async lastPersonStep(alarmId: string): Promise<AlarmEventRow | undefined> {
      const [row] = await db
        .select()
        .from(alarmEvents)
        .where(and(eq(alarmEvents.alarmId, alarmId), isNotNull(alarmEvents.actorName)))
        .orderBy(desc(alarmEvents.at), desc(alarmEvents.id))
        .limit(1);
      return row;
    },

    async remove(scope: TenantScope, id: string): Promise<AlarmRow | undefined> {
      const [row] = await db.delete(alarms).where(mine(scope, id)).returning();
      return row;
    },

    ...alarmListReads(db),

    /** The customer's enabled users who may process alerts. */
    async processors(customerId: string, userId?: string) {
      return db
        .selectDistinct({
          id: users.id,
          username: users.username,
          preferred: users.preferredUsername,
        })
        .from(users)
        .innerJoin(userGroups, eq(userGroups.userId, users.id))
        .where(
          and(
            eq(users.customerId, customerId),
            eq(users.enabled, true),
            inArray(userGroups.groupName, [...ALARM_PROCESSOR_GROUPS]),
            userId ? eq(users.id, userId) : undefined,
          ),
        );
    },

    async userName(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ username: users.username, preferred: users.preferredUsername })
        .from(users)
        .where(eq(users.id, userId));
      return row ? row.preferred || row.username : undefined;
    },

    async vehicleOf(customerId: string, vehicleId: string) {
      const [row] = await db
        .select({ id: vehicles.id, name: vehicles.name })
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.customerId, customerId)));
      return row;
    },

    /**
     * Ends every shelving past its time, in one conditional statement: with several server
     * processes each alarm is un-shelved (and announced) by exactly one.
     */
    async expireShelving(now: Date): Promise<AlarmRow[]> {
      return db
        .update(alarms)
        .set({
          shelvedUntil: null,
          shelvedById: null,
          shelvedByName: null,
          shelveReason: null,
          ...bump,
        })
        .where(and(isNotNull(alarms.shelvedUntil), lte(alarms.shelvedUntil, now)))
        .returning();
    },
  };
}

export type AlarmsRepository = ReturnType<typeof alarmsRepository>;
