import { HARWELL_SITE } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const dayAtSite = (day: string) => dayjs.tz(day, HARWELL_SITE.time_zone);
const valid = (day: string) => day !== '' && dayAtSite(day).isValid();

/**
 * The `from` and `to` of a list query for days at the site (YYYY-MM-DD, Europe/London), both
 * included: from the first day's midnight to the end of the last day. A blank day is no bound.
 */
export function dayRangeQuery(
  fromDay: string,
  toDay: string,
): { from: string | undefined; to: string | undefined } {
  return {
    from: valid(fromDay) ? dayAtSite(fromDay).startOf('day').toISOString() : undefined,
    to: valid(toDay) ? dayAtSite(toDay).endOf('day').toISOString() : undefined,
  };
}

/** Whether the last day comes before the first (both given): a range the server refuses. */
export const isInvertedDayRange = (fromDay: string, toDay: string): boolean =>
  valid(fromDay) && valid(toDay) && toDay < fromDay;
