import {
  ALARM_MANAGEMENT,
  ALERT_LEVELS,
  alarmConditionKey,
  isActiveAlarmState,
  isClearedState,
  isClearingEvent,
  isUnacknowledgedAlarmState,
  normalisedAlertLevel,
  type AlarmCondition,
  type AlarmState,
  type FleetAlert,
  type KnownAlertLevel,
} from '@shuttle-ops/domain';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AlarmRow, AlarmsRepository } from './alarms.repository.ts';
import { HISTORY_REPEATS } from './alarm-batches.ts';
import type { AlarmEffects } from './alarm-effects.ts';

/** Attempts of one change when other processes or people change the alarm meanwhile. */
export const ATTEMPTS = 4;

/** A vehicle's alert message as the ingest stored it. */
export interface StoredVehicleAlert {
  customerId: string;
  vehicleId: string;
  payload: FleetAlert;
}

/** The conditions of a vehicle alert message: one per item of `alerts[]`. */
export function conditionsOfAlert({ customerId, vehicleId, payload }: StoredVehicleAlert) {
  const clearing = isClearingEvent(payload.event_name);
  return payload.alerts.map((item): AlarmCondition => ({
    customerId,
    vehicleId,
    key: alarmConditionKey({ source: 'VEHICLE', vehicleId, rule: null, code: item.code }),
    active: !(clearing || isClearedState(item.state)),
    at: payload.time,
    source: 'VEHICLE',
    rule: null,
    level: item.level,
    category: item.category,
    code: item.code,
    message: item.message,
    consequences: item.consequences,
    correctionProcedure: item.correctionProcedure,
    location: payload.location,
    alertId: payload.id,
  }));
}

export interface ConditionDeps {
  repo: AlarmsRepository;
  effects: AlarmEffects;
  logger: { warn(fields: object, message: string): void };
  now: () => Date;
}

/**
 * One condition applied to its alarms, the careful way: a repeat, the condition back on an alarm
 * still open, a reopening within the regroup window (chattering counted), a new alarm, or a clear
 * (resolving the alarm nobody took). Each step is a conditional update retried on a race.
 */
export function conditionApplier({ repo, effects, logger, now }: ConditionDeps) {
  const { publish, step, systemAudit } = effects;
  const raisesWith = (row: AlarmRow | null, at: Date) => {
    const since = at.getTime() - ALARM_MANAGEMENT.chatterWindowS * 1000;
    const kept = (row?.recentRaises ?? []).filter((t) => Date.parse(t) >= since);
    const recentRaises = [...kept, at.toISOString()];
    return {
      recentRaises,
      chattering:
        (row?.chattering ?? false) || recentRaises.length >= ALARM_MANAGEMENT.chatterRaises,
    };
  };
  const worse = (a: string, b: KnownAlertLevel) =>
    ALERT_LEVELS.indexOf(b) > ALERT_LEVELS.indexOf(a as KnownAlertLevel);

  async function apply(c: AlarmCondition): Promise<void> {
    const seenAt = new Date(c.at);
    const level = normalisedAlertLevel(c.level);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const at = now();
      if (!c.active) {
        const latest = await repo.latestForKey(c.customerId, c.key);
        const state = latest?.state as AlarmState | undefined;
        if (!latest || !state || !isActiveAlarmState(state) || !latest.conditionActive) return;
        // Nobody took it: the server resolves it. Taken: the state is the person's.
        const resolve = isUnacknowledgedAlarmState(state);
        const row = await repo.updateSeen(latest, {
          conditionActive: false,
          ...(resolve
            ? {
                state: 'RESOLVED',
                autoResolved: true,
                resolvedAt: at,
                resolvedById: null,
                resolvedByName: null,
              }
            : {}),
        });
        if (!row) continue;
        await repo.addHistory([
          step(row, 'condition_cleared', state, { toState: state }),
          ...(resolve ? [step(row, 'auto_resolve', state)] : []),
        ]);
        if (resolve) systemAudit('alarm.auto_resolve', row);
        publish(row, 'updated');
        return;
      }

      const repeated = await repo.repeat(c.customerId, c.key, {
        at: seenAt,
        level,
        levelWord: c.level,
        location: c.location,
        alertId: c.alertId,
      });
      if (repeated) {
        if (repeated.count <= HISTORY_REPEATS + 1) {
          await repo.addHistory([step(repeated, 'repeat', repeated.state)]);
        }
        publish(repeated, 'updated');
        return;
      }

      const latest = await repo.latestForKey(c.customerId, c.key);
      const moved = (row: AlarmRow) => ({
        count: row.count + 1,
        lastSeen: seenAt > row.lastSeen ? seenAt : row.lastSeen,
        location: c.location ?? row.location,
        alertId: c.alertId ?? row.alertId,
        conditionActive: true,
        ...(worse(row.level, level) ? { level, levelWord: c.level } : {}),
        ...raisesWith(row, at),
      });
      const chatterStep = (before: AlarmRow, row: AlarmRow) =>
        row.chattering && !before.chattering ? [step(row, 'chattering', row.state)] : [];

      if (latest && isActiveAlarmState(latest.state as AlarmState)) {
        // Still open after it cleared: the condition is back.
        const row = await repo.updateSeen(latest, moved(latest));
        if (!row) continue;
        await repo.addHistory([
          step(row, 'repeat', row.state, { note: 'The condition is present again' }),
          ...chatterStep(latest, row),
        ]);
        publish(row, 'updated');
        return;
      }

      const regroupSince = at.getTime() - ALARM_MANAGEMENT.regroupWithinS * 1000;
      if (latest && !latest.conditionActive && latest.updatedAt.getTime() >= regroupSince) {
        // Cleared a moment ago: the same alarm again, not a new one.
        let row: AlarmRow | undefined;
        try {
          row = await repo.updateSeen(latest, {
            ...moved(latest),
            state: 'REOPENED',
            autoResolved: false,
            acknowledgedAt: null,
            acknowledgedById: null,
            acknowledgedByName: null,
            assigneeId: null,
            assigneeName: null,
            assignedAt: null,
            resolvedAt: null,
            resolvedById: null,
            resolvedByName: null,
            closedAt: null,
            closedById: null,
            closedByName: null,
          });
        } catch (err) {
          if (isUniqueViolation(err)) continue;
          throw err;
        }
        if (!row) continue;
        await repo.addHistory([
          step(row, 'raise', latest.state, { note: 'The condition returned' }),
          ...chatterStep(latest, row),
        ]);
        systemAudit('alarm.reopen', row);
        publish(row, 'updated');
        return;
      }

      const row = await repo.insert(
        {
          customerId: c.customerId,
          vehicleId: c.vehicleId,
          source: c.source,
          rule: c.rule,
          conditionKey: c.key,
          level,
          levelWord: c.level,
          category: c.category,
          code: c.code,
          message: c.message,
          consequences: c.consequences,
          correctionProcedure: c.correctionProcedure,
          state: 'OPEN',
          conditionActive: true,
          count: 1,
          firstSeen: seenAt,
          lastSeen: seenAt,
          location: c.location,
          alertId: c.alertId,
          ...raisesWith(null, at),
        },
        c.vehicleId,
      );
      // Another process raised it first: this one is a repeat.
      if (!row) continue;
      await repo.addHistory([step(row, 'raise', null)]);
      systemAudit('alarm.raise', row, { vehicle_id: row.vehicleId, code: row.code });
      publish(row, 'raised');
      return;
    }
    logger.warn(
      { key: c.key, customer_id: c.customerId },
      'alarm condition not applied: too many concurrent changes',
    );
  }

  return apply;
}
