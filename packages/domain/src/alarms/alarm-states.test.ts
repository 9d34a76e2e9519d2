import { describe, expect, it } from 'vitest';
import { ALARM_ACTIONS, ALARM_STATES, isActiveAlarmState, nextAlarmState } from './alarm-states.ts';

describe('alarm lifecycle', () => {
  it('runs open → acknowledged → assigned → resolved → closed → reopened', () => {
    expect(nextAlarmState('OPEN', 'acknowledge')).toBe('ACKNOWLEDGED');
    expect(nextAlarmState('ACKNOWLEDGED', 'assign')).toBe('ASSIGNED');
    expect(nextAlarmState('ASSIGNED', 'resolve')).toBe('RESOLVED');
    expect(nextAlarmState('RESOLVED', 'close')).toBe('CLOSED');
    expect(nextAlarmState('CLOSED', 'reopen')).toBe('REOPENED');
    expect(nextAlarmState('REOPENED', 'acknowledge')).toBe('ACKNOWLEDGED');
  });

  it('refuses acknowledging twice, resolving a closed alarm and shelving a resolved one', () => {
    expect(nextAlarmState('ACKNOWLEDGED', 'acknowledge')).toBeNull();
    expect(nextAlarmState('ASSIGNED', 'acknowledge')).toBeNull();
    expect(nextAlarmState('CLOSED', 'resolve')).toBeNull();
    expect(nextAlarmState('RESOLVED', 'shelve')).toBeNull();
    expect(nextAlarmState('OPEN', 'reopen')).toBeNull();
    expect(nextAlarmState('CLOSED', 'close')).toBeNull();
  });

  it('lets a comment through in every state without changing it', () => {
    for (const state of ALARM_STATES) expect(nextAlarmState(state, 'comment')).toBe(state);
  });

  it('never leads an action into an unknown state', () => {
    for (const action of ALARM_ACTIONS) {
      for (const state of ALARM_STATES) {
        const next = nextAlarmState(state, action);
        if (next !== null) expect(ALARM_STATES).toContain(next);
      }
    }
    expect(ALARM_STATES.filter(isActiveAlarmState)).toEqual([
      'OPEN',
      'ACKNOWLEDGED',
      'ASSIGNED',
      'REOPENED',
    ]);
  });
});
