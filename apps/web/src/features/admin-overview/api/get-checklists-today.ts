import { checklistTransactionList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { siteDayStart } from '../../../lib/time/site-days.ts';
import { OVERVIEW_REFRESH_MS, overviewKeys } from './overview-keys.ts';

/** The site's (Europe/London) calendar day of an instant, YYYY-MM-DD. */
export const siteDayOf = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export interface ChecklistsToday {
  /** Checklists completed since midnight (Europe/London). */
  today: number;
  /** Of them, failed. */
  failed: number;
  /** Every checklist of the history. */
  all: number;
}

/**
 * Counts of `GET checklist/transaction/search` (the checklist history): completed today, failed
 * today, and in all; one row each, as only the totals are read.
 */
export async function getChecklistsToday(
  client: ApiClient,
  now: Date,
  signal?: AbortSignal,
): Promise<ChecklistsToday> {
  const from = siteDayStart(siteDayOf(now));
  const count = async (query: Record<string, string | number>) =>
    (
      await client.get(
        'checklist/transaction/search',
        checklistTransactionList,
        { limit: 1, sort_attributes: 'completed_date', sort_order: 'desc', ...query },
        signal,
      )
    ).total;
  const since: Record<string, string> = from === undefined ? {} : { from };
  const [today, failed, all] = await Promise.all([
    count(since),
    count({ ...since, result: 'failed' }),
    count({}),
  ]);
  return { today, failed, all };
}

export function useChecklistsToday(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: overviewKeys.figure('checklists-today'),
    queryFn: ({ signal }) => getChecklistsToday(client, new Date(), signal),
    enabled,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
