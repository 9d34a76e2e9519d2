import type { AlarmCondition, AlarmConditionSink } from '@shuttle-ops/domain';

/**
 * An alarm condition sink that keeps what it is given, in order: for tests of the sources
 * (the alarm rules) without the alarm service.
 */
export class RecordingSink implements AlarmConditionSink {
  readonly conditions: AlarmCondition[] = [];

  report(condition: AlarmCondition): Promise<void> {
    this.conditions.push(condition);
    return Promise.resolve();
  }

  /** The conditions of one vehicle (and rule), oldest first. */
  of(vehicleId: string, rule?: AlarmCondition['rule']): AlarmCondition[] {
    return this.conditions.filter(
      (c) => c.vehicleId === vehicleId && (rule === undefined || c.rule === rule),
    );
  }
}
