import { z } from 'zod';
import {
  ALERT_LEVELS,
  normalisedAlertLevel,
  type KnownAlertLevel,
} from '../fleet/alert-payload.ts';
import { ALARM_MANAGEMENT } from './alarm-management.ts';
import { isActiveAlarmState, type AlarmState } from './alarm-states.ts';

/**
 * Alarm measures (ISA-18.2 / EEMUA 191 key performance indicators) over plain alarm rows: "how
 * fast do we react" and "which alarms are noise". These functions are the definition; the server
 * computes the same figures in SQL for large periods and its tests hold it to these.
 *
 * Definitions:
 * - The alarms *of a period* are those first seen within [from, to).
 * - Time to acknowledge = acknowledged_at − first_seen; time to resolve = resolved_at −
 *   first_seen, over the period's alarms that have one (a negative difference, from clock skew,
 *   counts as 0). Alarms the server resolved by itself (`auto_resolved`) are left out of the
 *   resolve figures: they measure the condition, not the people.
 * - Median and p90 are PostgreSQL's `percentile_cont` (linear interpolation between the closest
 *   ranks: position p·(n−1) in the sorted values); of no values, null. Seconds, to the millisecond.
 * - Flood periods are the floodWindowS-long periods aligned to the clock (…:00, :10, :20 for 600
 *   s) that overlap [from, to); one is in flood when more than floodAlarms alarms of the period
 *   were first seen in it.
 * - Current flood: alarms first seen in the last floodWindowS before now, whatever the period.
 * - Bad actors: the ten conditions (condition_key) raised most often in the period, by the sum of
 *   their alarms' `count`; ties by key. Their words and vehicle are those of the newest alarm.
 * - Standing: active now (OPEN, REOPENED, ACKNOWLEDGED, ASSIGNED), shelved or not; stale: standing
 *   and first seen more than staleAfterS ago; shelved: shelved_until after now.
 */

/** The facts of one alarm that the measures read (a row of the `alarms` table). */
export interface AlarmFacts {
  level: string;
  state: AlarmState;
  conditionKey: string;
  category: string;
  code: string;
  message: string;
  vehicleId: string | null;
  vehicleName: string | null;
  count: number;
  firstSeen: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  autoResolved: boolean;
  shelvedUntil: Date | null;
}

export const MEASURE_MAX_PERIOD_DAYS = 92;
export const MEASURE_DEFAULT_PERIOD_S = 24 * 3600;
export const BAD_ACTORS_SHOWN = 10;

/** Levels from the most severe, the order of `response`. */
export const LEVELS_BY_SEVERITY: readonly KnownAlertLevel[] = [...ALERT_LEVELS].reverse();

const nullableSeconds = z.number().min(0).nullable();

export const alarmResponseTimes = z.object({
  level: z.enum(ALERT_LEVELS),
  acknowledged: z.number().int().min(0),
  ack_median_s: nullableSeconds,
  ack_p90_s: nullableSeconds,
  /** Resolved by a person (auto-resolved alarms are not counted). */
  resolved: z.number().int().min(0),
  resolve_median_s: nullableSeconds,
  resolve_p90_s: nullableSeconds,
});
export type AlarmResponseTimes = z.infer<typeof alarmResponseTimes>;

const vehicleCount = z.object({
  Vehicle_ID: z.uuid().nullable(),
  vehicle_name: z.string().nullable(),
  count: z.number().int().min(0),
});

export const badActor = z.object({
  condition_key: z.string(),
  code: z.string(),
  category: z.string(),
  message: z.string(),
  Vehicle_ID: z.uuid().nullable(),
  vehicle_name: z.string().nullable(),
  count: z.number().int().min(0),
});
export type BadActor = z.infer<typeof badActor>;

const perLevel = z.object({
  INFO: z.number().int().min(0),
  WARNING: z.number().int().min(0),
  ERROR: z.number().int().min(0),
  CRITICAL: z.number().int().min(0),
});

/** `GET realtimealerts/measures`: the answer. */
export const alarmMeasuresSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  response: z.array(alarmResponseTimes),
  alarms_per_hour: z.number().min(0),
  flood: z.object({
    periods: z.number().int().min(0),
    flood_periods: z.number().int().min(0),
    /** flood_periods / periods (0 when the period is empty). */
    share: z.number().min(0).max(1),
    current: z.object({
      active: z.boolean(),
      count: z.number().int().min(0),
      window_s: z.number().int(),
      by_vehicle: z.array(vehicleCount),
    }),
  }),
  bad_actors: z.array(badActor),
  priority_mix: perLevel,
  standing: z.number().int().min(0),
  stale: z.number().int().min(0),
  shelved: z.number().int().min(0),
});
export type AlarmMeasures = z.infer<typeof alarmMeasuresSchema>;
export type FloodMeasures = AlarmMeasures['flood'];
export type CurrentFlood = FloodMeasures['current'];

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Seconds from `from` to `to`, never negative. */
export const secondsBetween = (from: Date, to: Date): number =>
  Math.max(0, (to.getTime() - from.getTime()) / 1000);

/**
 * The p-th percentile (0..1) by linear interpolation, as PostgreSQL's `percentile_cont`:
 * the value at position p·(n−1) of the sorted values. Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** Median and p90 of seconds, to the millisecond; null for none. */
export function medianAndP90(seconds: readonly number[]): {
  median: number | null;
  p90: number | null;
} {
  const median = percentile(seconds, 0.5);
  const p90 = percentile(seconds, 0.9);
  return {
    median: median === null ? null : roundMs(median),
    p90: p90 === null ? null : roundMs(p90),
  };
}

const inPeriod = (at: Date, from: Date, to: Date) => at >= from && at < to;

/** The alarms first seen within [from, to). */
export const alarmsOfPeriod = <T extends Pick<AlarmFacts, 'firstSeen'>>(
  alarms: readonly T[],
  from: Date,
  to: Date,
): T[] => alarms.filter((a) => inPeriod(a.firstSeen, from, to));

/** Time to acknowledge and to resolve per level, most severe first (every level, even empty). */
export function responseTimes(periodAlarms: readonly AlarmFacts[]): AlarmResponseTimes[] {
  return LEVELS_BY_SEVERITY.map((level) => {
    const ofLevel = periodAlarms.filter((a) => normalisedAlertLevel(a.level) === level);
    const ack = ofLevel
      .filter((a) => a.acknowledgedAt)
      .map((a) => secondsBetween(a.firstSeen, a.acknowledgedAt!));
    const resolve = ofLevel
      .filter((a) => a.resolvedAt && !a.autoResolved)
      .map((a) => secondsBetween(a.firstSeen, a.resolvedAt!));
    const a = medianAndP90(ack);
    const r = medianAndP90(resolve);
    return {
      level,
      acknowledged: ack.length,
      ack_median_s: a.median,
      ack_p90_s: a.p90,
      resolved: resolve.length,
      resolve_median_s: r.median,
      resolve_p90_s: r.p90,
    };
  });
}

/** New alarms per hour over the period, to two decimals (0 for an empty period). */
export function alarmsPerHour(newAlarms: number, from: Date, to: Date): number {
  const hours = (to.getTime() - from.getTime()) / 3_600_000;
  return hours > 0 ? Math.round((newAlarms / hours) * 100) / 100 : 0;
}

/** The index of the clock-aligned flood period that holds `at`. */
export const floodPeriodOf = (at: Date, windowS = ALARM_MANAGEMENT.floodWindowS): number =>
  Math.floor(at.getTime() / (windowS * 1000));

/** How many clock-aligned flood periods overlap [from, to). */
export function floodPeriodCount(
  from: Date,
  to: Date,
  windowS = ALARM_MANAGEMENT.floodWindowS,
): number {
  if (to <= from) return 0;
  const last = Math.ceil(to.getTime() / (windowS * 1000)) - 1;
  return last - floodPeriodOf(from, windowS) + 1;
}

/** Flood share from the number of new alarms in each flood period (only periods with any). */
export function floodShareOf(
  countsPerPeriod: Iterable<number>,
  periods: number,
): Omit<FloodMeasures, 'current'> {
  let flooded = 0;
  for (const n of countsPerPeriod) if (n > ALARM_MANAGEMENT.floodAlarms) flooded += 1;
  return { periods, flood_periods: flooded, share: periods > 0 ? flooded / periods : 0 };
}

/** The share of the period's flood periods in flood. */
export function floodShare(
  periodAlarms: readonly Pick<AlarmFacts, 'firstSeen'>[],
  from: Date,
  to: Date,
): Omit<FloodMeasures, 'current'> {
  const counts = new Map<number, number>();
  for (const a of periodAlarms) {
    const p = floodPeriodOf(a.firstSeen);
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return floodShareOf(counts.values(), floodPeriodCount(from, to));
}

/** Orders vehicle counts: most first, then by name, then by id (no vehicle last). */
export function byCountThenName<
  T extends { count: number; vehicle_name: string | null; Vehicle_ID: string | null },
>(a: T, b: T): number {
  return (
    b.count - a.count ||
    (a.vehicle_name ?? '\uffff').localeCompare(b.vehicle_name ?? '\uffff') ||
    (a.Vehicle_ID ?? '\uffff').localeCompare(b.Vehicle_ID ?? '\uffff')
  );
}

/** The flood now: new alarms in the last floodWindowS, per vehicle. */
export function currentFlood(
  alarms: readonly Pick<AlarmFacts, 'firstSeen' | 'vehicleId' | 'vehicleName'>[],
  now: Date,
): CurrentFlood {
  const windowS = ALARM_MANAGEMENT.floodWindowS;
  const since = new Date(now.getTime() - windowS * 1000);
  const recent = alarms.filter((a) => a.firstSeen > since && a.firstSeen <= now);
  const perVehicle = new Map<string | null, { name: string | null; count: number }>();
  for (const a of recent) {
    const entry = perVehicle.get(a.vehicleId) ?? { name: a.vehicleName, count: 0 };
    entry.count += 1;
    entry.name ??= a.vehicleName;
    perVehicle.set(a.vehicleId, entry);
  }
  return {
    active: recent.length > ALARM_MANAGEMENT.floodAlarms,
    count: recent.length,
    window_s: windowS,
    by_vehicle: [...perVehicle]
      .map(([id, v]) => ({ Vehicle_ID: id, vehicle_name: v.name, count: v.count }))
      .sort(byCountThenName),
  };
}

/** The conditions raised most often in the period (sum of `count`), most first. */
export function badActors(
  periodAlarms: readonly AlarmFacts[],
  limit = BAD_ACTORS_SHOWN,
): BadActor[] {
  const byKey = new Map<string, { newest: AlarmFacts; count: number }>();
  for (const a of periodAlarms) {
    const entry = byKey.get(a.conditionKey);
    if (!entry) byKey.set(a.conditionKey, { newest: a, count: a.count });
    else {
      entry.count += a.count;
      if (a.firstSeen > entry.newest.firstSeen) entry.newest = a;
    }
  }
  return [...byKey]
    .sort(([ka, a], [kb, b]) => b.count - a.count || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .slice(0, limit)
    .map(([key, { newest, count }]) => ({
      condition_key: key,
      code: newest.code,
      category: newest.category,
      message: newest.message,
      Vehicle_ID: newest.vehicleId,
      vehicle_name: newest.vehicleName,
      count,
    }));
}

/** New alarms per level. */
export function priorityMix(
  periodAlarms: readonly Pick<AlarmFacts, 'level'>[],
): Record<KnownAlertLevel, number> {
  const mix: Record<KnownAlertLevel, number> = { INFO: 0, WARNING: 0, ERROR: 0, CRITICAL: 0 };
  for (const a of periodAlarms) mix[normalisedAlertLevel(a.level)] += 1;
  return mix;
}

/** Standing, stale and shelved alarms now. */
export function standingCounts(
  alarms: readonly Pick<AlarmFacts, 'state' | 'firstSeen' | 'shelvedUntil'>[],
  now: Date,
): { standing: number; stale: number; shelved: number } {
  const staleBefore = now.getTime() - ALARM_MANAGEMENT.staleAfterS * 1000;
  let standing = 0;
  let stale = 0;
  let shelved = 0;
  for (const a of alarms) {
    if (isActiveAlarmState(a.state)) {
      standing += 1;
      if (a.firstSeen.getTime() < staleBefore) stale += 1;
    }
    if (a.shelvedUntil && a.shelvedUntil > now) shelved += 1;
  }
  return { standing, stale, shelved };
}

/** Every measure of one customer's alarms (all of them: standing counts look at every alarm). */
export function alarmMeasures(
  alarms: readonly AlarmFacts[],
  period: { from: Date; to: Date; now: Date },
): AlarmMeasures {
  const { from, to, now } = period;
  const ofPeriod = alarmsOfPeriod(alarms, from, to);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    response: responseTimes(ofPeriod),
    alarms_per_hour: alarmsPerHour(ofPeriod.length, from, to),
    flood: { ...floodShare(ofPeriod, from, to), current: currentFlood(alarms, now) },
    bad_actors: badActors(ofPeriod),
    priority_mix: priorityMix(ofPeriod),
    ...standingCounts(alarms, now),
  };
}
