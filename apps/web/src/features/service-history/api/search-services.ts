import { MAX_PAGE_SIZE, serviceList } from '@shuttle-ops/domain';
import type { Service, ServiceSort, SortOrder } from '@shuttle-ops/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { searchBody, type HistoryFilter } from '../model/history-filter.ts';

export interface HistoryPage {
  sort: ServiceSort;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** `POST services/search`: the filter in the body, sort and page in the query (lite form). */
export function searchServices(client: ApiClient, filter: HistoryFilter, page: HistoryPage) {
  return client.send('POST', 'services/search', serviceList, searchBody(filter), {
    route_criteria: 'lite',
    sort_attributes: page.sort,
    sort_order: page.order,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
}

/** One page of the history. */
export function useServiceHistory(filter: HistoryFilter, page: HistoryPage) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['service-history', filter, page],
    queryFn: () => searchServices(client, filter, page),
    placeholderData: keepPreviousData,
  });
}

/** Every service the filter finds, page by page of the largest size (for the CSV export). */
export async function allServices(
  client: ApiClient,
  filter: HistoryFilter,
  sort: Pick<HistoryPage, 'sort' | 'order'>,
): Promise<Service[]> {
  const found: Service[] = [];
  for (let page = 1; ; page++) {
    const answer = await searchServices(client, filter, {
      ...sort,
      page,
      pageSize: MAX_PAGE_SIZE,
    });
    found.push(...answer.Items);
    if (answer.Items.length === 0 || found.length >= answer.total) return found;
  }
}
