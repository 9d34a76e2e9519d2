import type { ChecklistResult } from '@shuttle-ops/domain';
import type { QueryParams } from '../../../lib/api/http.ts';
import { isInvertedDays, nextDay, siteDayEnd, siteDayStart } from '../../../lib/time/site-days.ts';

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

export { nextDay };

/** Whether the last day comes before the first (both given). */
export const isInvertedRange = (filter: Pick<ChecklistFilter, 'fromDay' | 'toDay'>): boolean =>
  isInvertedDays(filter.fromDay, filter.toDay);

/**
 * The filter as the query of `GET checklist/transaction/search`: completed from the start of
 * `fromDay` to the end of `toDay` (both included, Europe/London).
 */
export function filterQuery(filter: ChecklistFilter): QueryParams {
  const text = filter.text.trim();
  const from = siteDayStart(filter.fromDay);
  const to = siteDayEnd(filter.toDay);
  return {
    ...(text === '' ? {} : { query: text }),
    ...(filter.vehicleId === '' ? {} : { Vehicle_ID: filter.vehicleId }),
    ...(filter.operatorId === '' ? {} : { Operator_ID: filter.operatorId }),
    ...(filter.result === '' ? {} : { result: filter.result }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
