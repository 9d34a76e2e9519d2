import { HARWELL_SITE } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every time on the console is the site's local time (Europe/London), whatever the browser's. */
export const SITE_TIME_ZONE = HARWELL_SITE.time_zone;

/**
 * A time at the site, to the second: "14:05:09"; with `day` (a service's), "28 Nov, 00:05:09"
 * when it falls on another local day than `day` (a service past midnight). Empty for a missing
 * or broken time.
 */
export function formatSiteTime(
  time: string | number | null | undefined,
  day?: string | null,
): string {
  if (time === null || time === undefined || time === '') return '';
  const at = dayjs(time);
  if (!at.isValid()) return '';
  const local = at.tz(SITE_TIME_ZONE);
  if (!day) return local.format('HH:mm:ss');
  const reference = dayjs(day).tz(SITE_TIME_ZONE);
  return local.format('YYYY-MM-DD') === reference.format('YYYY-MM-DD')
    ? local.format('HH:mm:ss')
    : local.format('D MMM, HH:mm:ss');
}

/**
 * A chart axis's time at the site, as precise as the axis needs: "14:05:09" over minutes,
 * "14:05" over hours, "28 Nov 14:05" over days.
 */
export function formatSiteAxisTime(epochMs: number, spanMs: number): string {
  const local = dayjs(epochMs).tz(SITE_TIME_ZONE);
  if (spanMs > 36 * 3600_000) return local.format('D MMM HH:mm');
  if (spanMs > 30 * 60_000) return local.format('HH:mm');
  return local.format('HH:mm:ss');
}
