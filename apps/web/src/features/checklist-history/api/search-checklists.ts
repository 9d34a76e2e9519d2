import { checklistTransactionList } from '@shuttle-ops/domain';
import type { ChecklistTransaction, SortOrder } from '@shuttle-ops/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { filterQuery, type ChecklistFilter } from '../model/checklist-filter.ts';
import { checklistKeys } from './checklist-keys.ts';

export interface HistoryPage {
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** `GET checklist/transaction/search`: sorted by completed date (spec §9), newest first. */
export function searchChecklists(
  client: ApiClient,
  customerId: string | undefined,
  filter: ChecklistFilter,
  slice: { order: SortOrder; limit: number; offset: number },
  signal?: AbortSignal,
) {
  return client.get(
    'checklist/transaction/search',
    checklistTransactionList,
    {
      ...filterQuery(filter),
      ...scopeParams(customerId),
      limit: slice.limit,
      offset: slice.offset,
      sort_attributes: 'completed_date',
      sort_order: slice.order,
    },
    signal,
  );
}

/** One page of the history. */
export function useChecklistHistory(
  customerId: string | undefined,
  filter: ChecklistFilter,
  page: HistoryPage,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.list(customerId, filter, page),
    queryFn: ({ signal }) =>
      searchChecklists(
        client,
        customerId,
        filter,
        {
          order: page.order,
          limit: page.pageSize,
          offset: (page.page - 1) * page.pageSize,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every checklist the filter finds, in the list's order (for the CSV export). */
export function allChecklists(
  client: ApiClient,
  customerId: string | undefined,
  filter: ChecklistFilter,
  order: SortOrder,
): Promise<ChecklistTransaction[]> {
  return fetchAllPages((slice) =>
    searchChecklists(client, customerId, filter, { order, ...slice }),
  );
}
