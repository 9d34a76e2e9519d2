import {
  ALARM_MANAGEMENT,
  alertLevelRank,
  normalisedAlertLevel,
  type AlarmChangeKind,
  type AlarmCondition,
} from '@shuttle-ops/domain';
import type {
  AlarmRow,
  AlarmsRepository,
  HistoryInput,
  NewAlarm,
  RepeatGroup,
} from './alarms.repository.ts';

/** Repeats of a present condition written to the history (all are counted). */
export const HISTORY_REPEATS = 3;

export interface AlarmBatchDeps {
  repo: AlarmsRepository;
  now: () => Date;
  publish: (row: AlarmRow, change: AlarmChangeKind) => void;
  step: (row: AlarmRow, action: string, fromState: string | null) => HistoryInput;
  systemAudit: (action: string, row: AlarmRow, extra?: Record<string, unknown>) => void;
}

/** A condition's key within a round: the customer and its condition key. */
export const roundKey = (c: { customerId: string; key?: string; conditionKey?: string }) =>
  `${c.customerId}|${c.key ?? c.conditionKey ?? ''}`;

/** The conditions of one key in a round as one change: the worst level, the latest place. */
function groupOf(list: AlarmCondition[]): RepeatGroup {
  const first = list[0]!;
  let worst = first;
  let at = Date.parse(first.at);
  let location = first.location;
  let alertId = first.alertId;
  for (const c of list) {
    if (alertLevelRank(c.level) > alertLevelRank(worst.level)) worst = c;
    at = Math.max(at, Date.parse(c.at));
    location = c.location ?? location;
    alertId = c.alertId ?? alertId;
  }
  return {
    customerId: first.customerId,
    key: first.key,
    n: list.length,
    at: new Date(at),
    level: normalisedAlertLevel(worst.level),
    levelWord: worst.level,
    location,
    alertId,
  };
}

/**
 * The common cases of a round in a few statements each: repeats of conditions whose alarm is
 * active (one UPDATE), then first raises of conditions without any recent alarm (one INSERT).
 * Everything else (clears, reopening, races) is left to the one-by-one way.
 */
export function alarmBatches({ repo, now, publish, step, systemAudit }: AlarmBatchDeps) {
  /** History rows of the repeats `n` that brought the alarm to `count` (the first few only). */
  const repeatSteps = (row: AlarmRow, n: number): HistoryInput[] => {
    const before = row.count - n;
    const written = Math.max(0, Math.min(row.count, HISTORY_REPEATS + 1) - Math.max(before, 1));
    return Array.from({ length: written }, () => step(row, 'repeat', row.state));
  };

  async function repeats(groups: ReadonlyMap<string, AlarmCondition[]>): Promise<Set<string>> {
    const rows = await repo.repeatMany([...groups.values()].map(groupOf));
    await repo.addHistory(
      rows.flatMap((row) => repeatSteps(row, groups.get(roundKey(row))!.length)),
    );
    for (const row of rows) publish(row, 'updated');
    return new Set(rows.map(roundKey));
  }

  async function raises(groups: ReadonlyMap<string, AlarmCondition[]>): Promise<Set<string>> {
    if (groups.size === 0) return new Set();
    const at = now();
    const since = new Date(at.getTime() - ALARM_MANAGEMENT.regroupWithinS * 1000);
    const firsts = [...groups.values()].map((list) => list[0]!);
    const inUse = new Set(
      (await repo.keysInUse(firsts, since)).map((k) => roundKey({ ...k, key: k.key })),
    );
    const fresh = [...groups].filter(([key]) => !inUse.has(key)).map(([, list]) => list);
    if (fresh.length === 0) return new Set();
    const vehicleIds = [
      ...new Set(fresh.flatMap((l) => (l[0]!.vehicleId ? [l[0]!.vehicleId] : []))),
    ];
    const names = await repo.vehicleNames(vehicleIds);
    const values: NewAlarm[] = fresh.map((list) => {
      const c = list[0]!;
      const group = groupOf(list);
      return {
        customerId: c.customerId,
        vehicleId: c.vehicleId,
        vehicleName: c.vehicleId ? (names.get(c.vehicleId) ?? null) : null,
        source: c.source,
        rule: c.rule,
        conditionKey: c.key,
        level: group.level,
        levelWord: group.levelWord,
        category: c.category,
        code: c.code,
        message: c.message,
        consequences: c.consequences,
        correctionProcedure: c.correctionProcedure,
        state: 'OPEN',
        conditionActive: true,
        count: list.length,
        firstSeen: new Date(c.at),
        lastSeen: group.at,
        location: group.location,
        alertId: group.alertId,
        recentRaises: [at.toISOString()],
      };
    });
    const rows = await repo.insertMany(values);
    await repo.addHistory(
      rows.flatMap((row) => [step(row, 'raise', null), ...repeatSteps(row, row.count - 1)]),
    );
    for (const row of rows) {
      systemAudit('alarm.raise', row, { vehicle_id: row.vehicleId, code: row.code });
      publish(row, 'raised');
    }
    return new Set(rows.map(roundKey));
  }

  return {
    /** Applies what it can of a round's present conditions; answers the keys it applied. */
    applyMany: async (
      groups: ReadonlyMap<string, AlarmCondition[]>,
    ): Promise<ReadonlySet<string>> => {
      const repeated = await repeats(groups);
      const rest = new Map([...groups].filter(([key]) => !repeated.has(key)));
      const raised = await raises(rest);
      return new Set([...repeated, ...raised]);
    },
  };
}
