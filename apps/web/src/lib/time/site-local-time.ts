import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIME_ZONE } from './site-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The value format of `<input type="datetime-local">`. */
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';
const LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as the site's wall-clock time for a datetime-local input ('' for none). */
export function toSiteLocal(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const value = dayjs(iso);
  return value.isValid() ? value.tz(SITE_TIME_ZONE).format(LOCAL_FORMAT) : '';
}

/**
 * A wall-clock time at the site (Europe/London, whatever the browser's zone) as an ISO instant;
 * undefined for blank, null for something that is not a date and time.
 */
export function fromSiteLocal(local: string): string | null | undefined {
  const text = local.trim();
  if (text === '') return undefined;
  if (!LOCAL_PATTERN.test(text)) return null;
  const value = dayjs.tz(text, SITE_TIME_ZONE);
  return value.isValid() ? value.toISOString() : null;
}
