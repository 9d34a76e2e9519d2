import { HARWELL_SITE } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every time on the console is the site's (Europe/London), whatever the browser's zone. */
export const SITE_TIME_ZONE = HARWELL_SITE.time_zone;

/** "14:05:07" at the site; empty for a missing or broken time. */
export function formatSiteTime(time: string | number | null | undefined): string {
  if (time === null || time === undefined || time === '') return '';
  const value = dayjs(time);
  return value.isValid() ? value.tz(SITE_TIME_ZONE).format('HH:mm:ss') : '';
}

/** "22 Nov 2026, 14:05:07" at the site. */
export function formatSiteDateTime(time: string | number | null | undefined): string {
  if (time === null || time === undefined || time === '') return '';
  const value = dayjs(time);
  return value.isValid() ? value.tz(SITE_TIME_ZONE).format('D MMM YYYY, HH:mm:ss') : '';
}
