import { ALARM_MANAGEMENT, isActiveAlarmState, normalisedAlertLevel } from '@shuttle-ops/domain';
import type { Alarm, AlarmChangeKind, AlarmDetail } from '@shuttle-ops/domain';
import type { AlarmList } from '@shuttle-ops/domain';
import { isListTab, TIME_RANGES } from './alarm-filter.ts';
import type { AlarmFilter } from './alarm-filter.ts';
import { byPriority } from './alarm-format.ts';

/** What onProcessAlerts delivers: the alarm as it is after the change. */
export type AlarmChange = Alarm & { change: AlarmChangeKind };

const isShelved = (alarm: Alarm, now: number) =>
  alarm.shelved_until !== null && Date.parse(alarm.shelved_until) > now;

/** Whether the alarm belongs in a list with this filter (the server's rules, as far as known). */
export function matchesFilter(alarm: Alarm, filter: AlarmFilter, now: number): boolean {
  if (!isListTab(filter.tab)) return false;
  if (filter.tab === 'shelved' ? !isShelved(alarm, now) : isShelved(alarm, now)) return false;
  if (filter.tab === 'stale') {
    const openFor = (now - Date.parse(alarm.first_seen)) / 1000;
    if (!isActiveAlarmState(alarm.state) || openFor < ALARM_MANAGEMENT.staleAfterS) return false;
  } else if (filter.state === 'ACTIVE') {
    if (!isActiveAlarmState(alarm.state)) return false;
  } else if (filter.state !== 'ALL' && alarm.state !== filter.state) {
    return false;
  }
  if (filter.level !== null && normalisedAlertLevel(alarm.level) !== filter.level) return false;
  if (filter.vehicleId !== null && alarm.Vehicle_ID !== filter.vehicleId) return false;
  const range = TIME_RANGES[filter.range];
  if (range !== null && Date.parse(alarm.last_seen) < now - range * 1000) return false;
  const text = filter.query.trim().toLowerCase();
  if (text !== '') {
    const haystack = [alarm.message, alarm.code, alarm.category, alarm.vehicle_name ?? '']
      .join(' ')
      .toLowerCase();
    if (!haystack.includes(text)) return false;
  }
  return true;
}

export interface PageContext {
  filter: AlarmFilter;
  page: number;
  pageSize: number;
  now: number;
}

const withoutChange = ({ change: _change, ...alarm }: AlarmChange): Alarm => alarm;

/**
 * One page of the list after a live change: the alarm replaced where it is (an older version
 * never overwrites a newer one), removed when deleted, or placed by priority on the first page
 * when it is new to the list and matches the filter. One row per alarm, never a duplicate.
 * Counts and totals are the server's: the caller refetches them.
 */
export function applyChange(list: AlarmList, change: AlarmChange, context: PageContext): AlarmList {
  if (change.change === 'deleted') return withoutAlarm(list, change.id);
  const index = list.Items.findIndex((alarm) => alarm.id === change.id);
  const alarm = withoutChange(change);
  if (index >= 0) {
    const current = list.Items[index];
    if (current !== undefined && current.version > alarm.version) return list;
    const Items = list.Items.map((item, i) => (i === index ? alarm : item));
    return { ...list, Items };
  }
  if (context.page !== 1 || !matchesFilter(alarm, context.filter, context.now)) return list;
  const Items = [alarm, ...list.Items].sort(byPriority).slice(0, context.pageSize);
  return { ...list, Items, Count: Items.length, total: list.total + 1 };
}

/** The page without the alarm (deleted, live or from this screen); the same page if it was not on it. */
export function withoutAlarm(list: AlarmList, id: string): AlarmList {
  if (!list.Items.some((alarm) => alarm.id === id)) return list;
  const Items = list.Items.filter((alarm) => alarm.id !== id);
  return { ...list, Items, Count: Items.length, total: Math.max(0, list.total - 1) };
}

/** The detail after a live change of its alarm: the new fields, the history kept until refetched. */
export function applyDetailChange(detail: AlarmDetail, change: AlarmChange): AlarmDetail {
  if (change.id !== detail.id || detail.version > change.version) return detail;
  return { ...withoutChange(change), history: detail.history };
}
