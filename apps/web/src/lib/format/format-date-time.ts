import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIME_ZONE } from '../time/site-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

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
