import { startOfLondonDay } from '@shuttle-ops/domain';
import type { ChecklistResult } from '@shuttle-ops/domain';
import type { QueryParams } from '../../../lib/api/http.ts';

/** What the history is filtered by; days are Europe/London calendar days (YYYY-MM-DD). */
export interface ChecklistFilter {
  text: string;
  /** A Vehicle_ID, or '' for every vehicle. */
  vehicleId: string;
  /** An Operator_ID, or '' for every operator. */
  operatorId: string;
  fromDay: string;
  toDay: string;
  result: ChecklistResult | '';
}

export const EMPTY_FILTER: ChecklistFilter = {
  text: '',
  vehicleId: '',
  operatorId: '',
  fromDay: '',
  toDay: '',
  result: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day after `day` (YYYY-MM-DD); the calendar, not the clock, so no DST slip. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant a London day begins, or undefined for no or a malformed day. */
function dayStart(day: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const start = startOfLondonDay(day);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/** Whether the last day comes before the first (both given). */
export const isInvertedRange = (filter: Pick<ChecklistFilter, 'fromDay' | 'toDay'>): boolean =>
  DAY.test(filter.fromDay) && DAY.test(filter.toDay) && filter.toDay < filter.fromDay;

/**
 * The filter as the query of `GET checklist/transaction/search`: completed from the start of
 * `fromDay` to the end of `toDay` (both included, Europe/London).
 */
export function filterQuery(filter: ChecklistFilter): QueryParams {
  const text = filter.text.trim();
  const from = dayStart(filter.fromDay);
  const to = DAY.test(filter.toDay) ? dayStart(nextDay(filter.toDay)) : undefined;
  return {
    ...(text === '' ? {} : { query: text }),
    ...(filter.vehicleId === '' ? {} : { Vehicle_ID: filter.vehicleId }),
    ...(filter.operatorId === '' ? {} : { Operator_ID: filter.operatorId }),
    ...(filter.result === '' ? {} : { result: filter.result }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
