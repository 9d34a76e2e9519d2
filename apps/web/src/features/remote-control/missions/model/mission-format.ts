import { HARWELL_SITE, type MissionLifecycle } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LIFECYCLE_LABELS: Readonly<Record<MissionLifecycle, string>> = {
  requested: 'Requested',
  accepted: 'Accepted',
  in_progress: 'On its way',
  arrived: 'Arrived',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const LIFECYCLE_COLORS: Readonly<Record<MissionLifecycle, string>> = {
  requested: 'gray',
  accepted: 'blue',
  in_progress: 'blue',
  arrived: 'green',
  cancelled: 'orange',
  failed: 'red',
};

/** "14:05" at the site (Europe/London), whatever the browser's zone. */
export function formatSiteClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.tz(HARWELL_SITE.time_zone).format('HH:mm') : '';
}

export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined) return '';
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
}

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `about ${minutes} min`;
}
