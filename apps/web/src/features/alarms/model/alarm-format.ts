import { alertLevelRank, isUnacknowledgedAlarmState } from '@shuttle-ops/domain';
import type { Alarm, AlarmState, KnownAlertLevel } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A level's colour (Mantine palette), mildest to worst. */
export const LEVEL_COLOURS: Readonly<Record<KnownAlertLevel, string>> = {
  INFO: 'blue',
  WARNING: 'yellow',
  ERROR: 'orange',
  CRITICAL: 'red',
};

export const LEVEL_LABELS: Readonly<Record<KnownAlertLevel, string>> = {
  INFO: 'Info',
  WARNING: 'Warning',
  ERROR: 'Error',
  CRITICAL: 'Critical',
};

export const STATE_LABELS: Readonly<Record<AlarmState, string>> = {
  OPEN: 'Open',
  ACKNOWLEDGED: 'Acknowledged',
  ASSIGNED: 'Assigned',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
  REOPENED: 'Reopened',
};

export const STATE_COLOURS: Readonly<Record<AlarmState, string>> = {
  OPEN: 'red',
  REOPENED: 'red',
  ACKNOWLEDGED: 'yellow',
  ASSIGNED: 'grape',
  RESOLVED: 'teal',
  CLOSED: 'gray',
};

/** "14:05:07" today, else "22 Nov, 14:05" (site time). */
export function formatSeen(iso: string, now: number): string {
  const value = dayjs(iso).tz(SITE_TIME_ZONE);
  if (!value.isValid()) return '';
  const today = dayjs(now).tz(SITE_TIME_ZONE).format('YYYY-MM-DD');
  return value.format('YYYY-MM-DD') === today
    ? value.format('HH:mm:ss')
    : value.format('D MMM, HH:mm');
}

/** "just now", "42 s ago", "5 min ago", "3 h ago", "2 d ago". */
export function formatAgo(iso: string, now: number): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}

/** A duration in seconds as "45 s", "3 min 20 s", "2 h 5 min"; "–" for none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '–';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 === 0 ? '' : ` ${s % 60} s`}`;
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes === 0 ? '' : ` ${minutes} min`}`;
}

export const vehicleLabel = (alarm: Pick<Alarm, 'vehicle_name' | 'Vehicle_ID'>): string =>
  alarm.vehicle_name ?? (alarm.Vehicle_ID === null ? 'Customer-wide' : 'Unknown vehicle');

/**
 * The server's `priority` order, for alarms placed into a page by a live event: unacknowledged
 * first, then most severe, then newest.
 */
export function byPriority(a: Alarm, b: Alarm): number {
  const unack =
    Number(isUnacknowledgedAlarmState(b.state)) - Number(isUnacknowledgedAlarmState(a.state));
  if (unack !== 0) return unack;
  const level = alertLevelRank(b.level) - alertLevelRank(a.level);
  if (level !== 0) return level;
  return Date.parse(b.last_seen) - Date.parse(a.last_seen);
}

/** "14:05:07" at the site, from epoch seconds. */
export function formatClock(epochSeconds: number): string {
  return dayjs(epochSeconds * 1000)
    .tz(SITE_TIME_ZONE)
    .format('HH:mm:ss');
}
