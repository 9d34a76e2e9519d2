import type { ServiceSearchBody, ServiceStatusFilter } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the history screen filters by; dates are site-local calendar days (YYYY-MM-DD). */
export interface HistoryFilter {
  text: string;
  status: ServiceStatusFilter;
  fromDay: string;
  toDay: string;
}

export const EMPTY_FILTER: HistoryFilter = { text: '', status: 'all', fromDay: '', toDay: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a site-local day as an ISO instant; undefined for no or a malformed day. */
export function siteDayStart(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const start = dayjs.tz(day, SITE_TIME_ZONE);
  return start.isValid() ? start.add(plusDays, 'day').toISOString() : undefined;
}

/** The body of `POST services/search`: created from the start of `fromDay` to the end of `toDay`. */
export function searchBody(filter: HistoryFilter): Omit<ServiceSearchBody, 'Customer_ID'> {
  const text = filter.text.trim();
  const from = siteDayStart(filter.fromDay);
  const to = siteDayStart(filter.toDay, 1);
  return {
    serviceStatus: filter.status,
    ...(text === '' ? {} : { query: text }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
