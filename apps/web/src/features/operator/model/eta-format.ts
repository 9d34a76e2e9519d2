import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** "14:05" in the site's time zone (Europe/London). */
export function formatClock(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.tz(SITE_TIME_ZONE).format('HH:mm') : '';
}

/** How long until a prediction: "due", "in 1 min", "in 12 min". */
export function formatDueIn(iso: string, now: number): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (minutes <= 0) return 'due';
  return `in ${minutes} min`;
}
