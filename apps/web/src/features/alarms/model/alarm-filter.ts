import { ALARM_STATES, ALERT_LEVELS } from '@shuttle-ops/domain';
import type { AlarmState, KnownAlertLevel } from '@shuttle-ops/domain';
import type { QueryParams } from '../../../lib/api/http.ts';

/** The tabs of the screen; the first three are lists of alarms. */
export const ALARM_TABS = [
  'live',
  'stale',
  'shelved',
  'measures',
  'rules',
  'notifications',
] as const;
export type AlarmTab = (typeof ALARM_TABS)[number];
/** The tabs that list alarms (the others show measures, the rules or the notifications). */
export type AlarmListTab = Exclude<AlarmTab, 'measures' | 'rules' | 'notifications'>;
export const isListTab = (tab: AlarmTab): tab is AlarmListTab =>
  tab !== 'measures' && tab !== 'rules' && tab !== 'notifications';

/** `ACTIVE` = every state that still asks for attention; `ALL` = no state filter. */
export type StateFilter = AlarmState | 'ACTIVE' | 'ALL';
export const STATE_FILTERS: readonly StateFilter[] = ['ACTIVE', 'ALL', ...ALARM_STATES];

/** How far back the list reaches (by last seen). */
export const TIME_RANGES = { all: null, '1h': 3_600, '24h': 86_400, '7d': 7 * 86_400 } as const;
export type TimeRange = keyof typeof TIME_RANGES;

/** What the list is filtered by: kept in the address, so a link (from a vehicle card) opens it. */
export interface AlarmFilter {
  tab: AlarmTab;
  state: StateFilter;
  level: KnownAlertLevel | null;
  vehicleId: string | null;
  range: TimeRange;
  /** Search text as sent (debounced). */
  query: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function filterFromParams(params: URLSearchParams): AlarmFilter {
  const level = params.get('level');
  return {
    tab: oneOf(ALARM_TABS, params.get('tab'), 'live'),
    state: oneOf(STATE_FILTERS, params.get('state'), 'ACTIVE'),
    level:
      level !== null && (ALERT_LEVELS as readonly string[]).includes(level)
        ? (level as KnownAlertLevel)
        : null,
    vehicleId: params.get('vehicle_id') || null,
    range: oneOf(Object.keys(TIME_RANGES) as TimeRange[], params.get('range'), 'all'),
    query: params.get('q') ?? '',
  };
}

/** The address parameters of a filter; defaults are left out. */
export function paramsOfFilter(filter: AlarmFilter): Record<string, string | null> {
  return {
    tab: filter.tab === 'live' ? null : filter.tab,
    state: filter.state === 'ACTIVE' ? null : filter.state,
    level: filter.level,
    vehicle_id: filter.vehicleId,
    range: filter.range === 'all' ? null : filter.range,
    q: filter.query === '' ? null : filter.query,
  };
}

/**
 * The query string of `GET realtimealerts` (alarmListQuery). The stale and shelved tabs list
 * active alarms open over a day and shelved alarms; the server sorts by priority: unacknowledged
 * first, then most severe, then newest.
 */
export function listQueryOf(
  filter: AlarmFilter,
  page: number,
  pageSize: number,
  now: number,
): QueryParams {
  const seconds = TIME_RANGES[filter.range];
  const query = filter.query.trim();
  const state =
    filter.tab === 'stale' ? 'ACTIVE' : filter.state === 'ALL' ? undefined : filter.state;
  return {
    state,
    level: filter.level ?? undefined,
    vehicle_id: filter.vehicleId ?? undefined,
    from: seconds === null ? undefined : new Date(now - seconds * 1000).toISOString(),
    query: query === '' ? undefined : query,
    shelved: filter.tab === 'shelved' ? 'only' : undefined,
    stale: filter.tab === 'stale' ? 'only' : undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    sort_attributes: 'priority',
    sort_order: 'desc',
  };
}
