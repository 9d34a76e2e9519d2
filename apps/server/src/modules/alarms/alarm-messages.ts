import type { AlarmAction, AlarmState } from '@shuttle-ops/domain';
import type { AlarmEventRow, AlarmRow } from './alarms.repository.ts';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `10:02`, or `10:02 on 3 Mar 2026` when not today (Europe/London). */
export function londonTime(at: Date, now = new Date()): string {
  const sameDay = day.format(at) === day.format(now);
  return sameDay ? clock.format(at) : `${clock.format(at)} on ${day.format(at)}`;
}

const by = (name: string | null) => (name ? ` by ${name}` : '');
const when = (at: Date | null, now: Date) => (at ? ` at ${londonTime(at, now)}` : '');

/** Who brought the alarm to its state, and when: `acknowledged by Sam Smith at 10:02`. */
export function describeState(row: AlarmRow, now: Date): string {
  switch (row.state as AlarmState) {
    case 'ACKNOWLEDGED':
      return `acknowledged${by(row.acknowledgedByName)}${when(row.acknowledgedAt, now)}`;
    case 'ASSIGNED':
      return `assigned to ${row.assigneeName ?? 'someone'}${when(row.assignedAt, now)}`;
    case 'RESOLVED':
      return row.autoResolved
        ? `resolved automatically${when(row.resolvedAt, now)} when the condition cleared`
        : `resolved${by(row.resolvedByName)}${when(row.resolvedAt, now)}`;
    case 'CLOSED':
      return `closed${by(row.closedByName)}${when(row.closedAt, now)}`;
    case 'REOPENED':
      return `reopened${when(row.updatedAt, now)}`;
    case 'OPEN':
      return `open since ${londonTime(row.firstSeen, now)}`;
  }
}

/** States in which the action has in effect been done already ("Already …"). */
const DONE: Partial<Record<AlarmAction, readonly AlarmState[]>> = {
  acknowledge: ['ACKNOWLEDGED', 'ASSIGNED', 'RESOLVED', 'CLOSED'],
  resolve: ['RESOLVED', 'CLOSED'],
  close: ['CLOSED'],
  reopen: ['REOPENED'],
};

/** Why an action is refused in the alarm's state, naming who did what and when. */
export function refusedTransition(row: AlarmRow, action: AlarmAction, now: Date): string {
  const state = describeState(row, now);
  if (DONE[action]?.includes(row.state as AlarmState)) return `Already ${state}`;
  if (action === 'unassign') return `Not assigned: the alarm is ${state}`;
  return `Cannot ${action} this alarm: it is ${state}`;
}

const STEP_WORDS: Record<string, string> = {
  acknowledge: 'acknowledged',
  assign: 'assigned',
  unassign: 'unassigned',
  comment: 'commented on',
  resolve: 'resolved',
  close: 'closed',
  reopen: 'reopened',
  shelve: 'shelved',
  unshelve: 'unshelved',
};

/** Why a change made on an older version is refused: what changed since, by whom, when. */
export function staleVersion(
  row: AlarmRow,
  seen: number,
  lastStep: AlarmEventRow | undefined,
  now: Date,
): string {
  const step =
    lastStep && lastStep.actorName
      ? `; last ${STEP_WORDS[lastStep.action] ?? lastStep.action} by ${lastStep.actorName} at ${londonTime(lastStep.at, now)}`
      : '';
  return `The alarm changed since you saw it (version ${seen}, now ${row.version})${step}; it is ${describeState(row, now)}`;
}
