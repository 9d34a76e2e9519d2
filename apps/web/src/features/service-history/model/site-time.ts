import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIME_ZONE } from '../../../lib/format/format-date-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A time of a service at the site, to the second: "14:05:09", or "28 Nov, 00:05:09" when it falls
 * on another local day than `day` (a service past midnight). Empty for a missing time.
 */
export function formatSiteTime(iso: string | null | undefined, day?: string | null): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const at = dayjs(iso).tz(SITE_TIME_ZONE);
  if (!at.isValid()) return '';
  const reference = day ? dayjs(day).tz(SITE_TIME_ZONE) : at;
  return at.format('YYYY-MM-DD') === reference.format('YYYY-MM-DD')
    ? at.format('HH:mm:ss')
    : at.format('D MMM, HH:mm:ss');
}

/** "1 h 5 min", "12 min 30 s", "45 s": how long something took. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return min > 0 ? `${h} h ${min} min` : `${h} h`;
  if (min > 0) return s > 0 ? `${min} min ${s} s` : `${min} min`;
  return `${s} s`;
}
