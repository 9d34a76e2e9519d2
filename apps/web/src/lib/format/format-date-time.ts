import { HARWELL_SITE } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every time on the console is the site's local time (Europe/London), whatever the browser's. */
export const SITE_TIME_ZONE = HARWELL_SITE.time_zone;

/**
 * "22 Nov 2026, 14:05" (with `seconds`, "22 Nov 2026, 14:05:09") in the site's time zone; an
 * empty string for a missing time.
 */
export function formatDateTime(
  iso: string | null | undefined,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const value = dayjs(iso);
  if (!value.isValid()) return '';
  return value.tz(SITE_TIME_ZONE).format(seconds ? 'D MMM YYYY, HH:mm:ss' : 'D MMM YYYY, HH:mm');
}
