import type { AlertLocation } from '../fleet/alert-payload.ts';
import type { VehicleMadeId } from '../fleet/fleet-fields.ts';
import type { AlarmRule } from './alarm-rules.ts';

/**
 * A condition a source reports to the alarm service: present (`active`) or gone. A vehicle's
 * alert gives one per item of `alerts[]`; a server rule gives one when its condition starts and
 * one when it ends. The service groups by `key` (see alarmConditionKey).
 */
export interface AlarmCondition {
  customerId: string;
  vehicleId: string | null;
  key: string;
  active: boolean;
  /** When the source saw it (ISO 8601). */
  at: string;
  source: 'VEHICLE' | 'RULE';
  rule: AlarmRule | null;
  /** The level word as the source gave it. */
  level: string;
  category: string;
  code: string;
  message: string;
  consequences: string;
  correctionProcedure: string;
  location: AlertLocation | null;
  /** The vehicle alert message's own id (a string or a number), for VEHICLE conditions. */
  alertId: VehicleMadeId | null;
}

/** Where sources send their conditions (the alarm service). */
export interface AlarmConditionSink {
  report(condition: AlarmCondition): Promise<void>;
}

/**
 * The grouping key: one vehicle's condition by its code (a burst of the same fault code is one
 * alarm), one rule per vehicle.
 */
export function alarmConditionKey(
  condition: Pick<AlarmCondition, 'vehicleId' | 'source' | 'rule' | 'code'>,
): string {
  const subject = condition.vehicleId ?? 'customer';
  return condition.source === 'RULE'
    ? `rule:${condition.rule ?? condition.code}:${subject}`
    : `vehicle:${subject}:${condition.code.toUpperCase()}`;
}
