import type { Alarm, AlarmChangeKind } from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { AuditRepository } from '../audit/index.ts';
import { presentAlarm } from './alarms.presenter.ts';
import type { AlarmRow, HistoryInput } from './alarms.repository.ts';

export interface AlarmEffectsDeps {
  audit: AuditRepository;
  bus: EventBus;
  logger: { error(fields: object, message: string): void };
  now: () => Date;
}

const SYSTEM = 'system';

/** Hears each alarm raised in this process (once, wherever the bus carries it after). */
export type AlarmRaisedListener = (alarm: Alarm) => void;

/** What every change of an alarm does besides its update: a history step, audit, the bus. */
export function alarmEffects({ audit, bus, logger, now }: AlarmEffectsDeps) {
  const raisedListeners = new Set<AlarmRaisedListener>();
  const publish = (row: AlarmRow, change: AlarmChangeKind) => {
    const alarm = presentAlarm(row, now());
    bus.publish({
      type: 'alarm',
      customerId: row.customerId,
      vehicleId: row.vehicleId ?? '',
      payload: { ...alarm, change },
    });
    if (change !== 'raised') return;
    for (const listener of raisedListeners) {
      try {
        listener(alarm);
      } catch (err) {
        logger.error({ err, alarm: row.id }, 'alarm listener failed');
      }
    }
  };
  /** Listens to the alarms raised here; the function it gives stops listening. */
  const onRaised = (listener: AlarmRaisedListener): (() => void) => {
    raisedListeners.add(listener);
    return () => raisedListeners.delete(listener);
  };
  const systemAudit = (action: string, row: AlarmRow, extra: Record<string, unknown> = {}) => {
    audit
      .record({
        action,
        outcome: 'success',
        customerId: row.customerId,
        username: SYSTEM,
        details: { id: row.id, condition_key: row.conditionKey, ...extra },
      })
      .catch((err: unknown) => logger.error({ err, alarm: row.id }, 'alarm audit failed'));
  };
  const step = (
    row: AlarmRow,
    action: string,
    fromState: string | null,
    extra: Partial<HistoryInput> = {},
  ): HistoryInput => ({
    alarmId: row.id,
    customerId: row.customerId,
    at: now(),
    action,
    fromState,
    toState: row.state,
    ...extra,
  });

  return { publish, systemAudit, step, onRaised };
}

export type AlarmEffects = ReturnType<typeof alarmEffects>;
