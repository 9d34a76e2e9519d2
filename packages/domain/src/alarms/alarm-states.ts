/**
 * The alarm lifecycle (ISA-18.2's, as control rooms run it): an alarm is raised OPEN, a person
 * ACKNOWLEDGES it, may ASSIGN it to a colleague, and RESOLVES it; a resolved alarm is CLOSED
 * after review. A resolved or closed alarm whose condition returns, or that a person reopens, is
 * REOPENED and needs acknowledging again.
 */
export const ALARM_STATES = [
  'OPEN',
  'ACKNOWLEDGED',
  'ASSIGNED',
  'RESOLVED',
  'CLOSED',
  'REOPENED',
] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

/** States in which the alarm still asks for someone's attention. */
export const ACTIVE_ALARM_STATES: readonly AlarmState[] = [
  'OPEN',
  'REOPENED',
  'ACKNOWLEDGED',
  'ASSIGNED',
];
/** States in which nobody has taken the alarm yet. */
export const UNACKNOWLEDGED_ALARM_STATES: readonly AlarmState[] = ['OPEN', 'REOPENED'];

export const isActiveAlarmState = (state: AlarmState): boolean =>
  ACTIVE_ALARM_STATES.includes(state);
export const isUnacknowledgedAlarmState = (state: AlarmState): boolean =>
  UNACKNOWLEDGED_ALARM_STATES.includes(state);

/** What a person may do to an alarm (`PUT realtimealerts/{id}` `action`). */
export const ALARM_ACTIONS = [
  'acknowledge',
  'assign',
  'unassign',
  'comment',
  'resolve',
  'close',
  'reopen',
  'shelve',
  'unshelve',
] as const;
export type AlarmAction = (typeof ALARM_ACTIONS)[number];

/**
 * The state each action leads to from each state it is allowed in; an action missing for a
 * state is refused (409 INVALID_TRANSITION). `comment` keeps the state; shelving is not a state
 * (an alarm keeps its state while shelved) and is allowed on active alarms only.
 */
export const ALARM_TRANSITIONS: Readonly<
  Record<AlarmAction, Partial<Readonly<Record<AlarmState, AlarmState>>>>
> = {
  acknowledge: { OPEN: 'ACKNOWLEDGED', REOPENED: 'ACKNOWLEDGED' },
  // Assigning takes the alarm: it counts as acknowledged when nobody had.
  assign: {
    OPEN: 'ASSIGNED',
    REOPENED: 'ASSIGNED',
    ACKNOWLEDGED: 'ASSIGNED',
    ASSIGNED: 'ASSIGNED',
  },
  unassign: { ASSIGNED: 'ACKNOWLEDGED' },
  comment: {
    OPEN: 'OPEN',
    REOPENED: 'REOPENED',
    ACKNOWLEDGED: 'ACKNOWLEDGED',
    ASSIGNED: 'ASSIGNED',
    RESOLVED: 'RESOLVED',
    CLOSED: 'CLOSED',
  },
  resolve: {
    OPEN: 'RESOLVED',
    REOPENED: 'RESOLVED',
    ACKNOWLEDGED: 'RESOLVED',
    ASSIGNED: 'RESOLVED',
  },
  close: {
    OPEN: 'CLOSED',
    REOPENED: 'CLOSED',
    ACKNOWLEDGED: 'CLOSED',
    ASSIGNED: 'CLOSED',
    RESOLVED: 'CLOSED',
  },
  reopen: { RESOLVED: 'REOPENED', CLOSED: 'REOPENED' },
  shelve: {
    OPEN: 'OPEN',
    REOPENED: 'REOPENED',
    ACKNOWLEDGED: 'ACKNOWLEDGED',
    ASSIGNED: 'ASSIGNED',
  },
  unshelve: {
    OPEN: 'OPEN',
    REOPENED: 'REOPENED',
    ACKNOWLEDGED: 'ACKNOWLEDGED',
    ASSIGNED: 'ASSIGNED',
  },
};

/** The state `action` leads to from `state`, or null when the action is not allowed there. */
export function nextAlarmState(state: AlarmState, action: AlarmAction): AlarmState | null {
  return ALARM_TRANSITIONS[action][state] ?? null;
}
