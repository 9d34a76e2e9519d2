import type { ListResult, SortOrder } from '@shuttle-ops/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient, WireSchema } from '../../../lib/api/api-client.ts';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages.ts';
import type { QueryParams } from '../../../lib/api/http.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { dayRangeQuery } from './day-range.ts';

/** The filters every log has: one vehicle, and days at the site (YYYY-MM-DD), both included. */
export interface LogFilters {
  vehicleId: string | null;
  fromDay: string;
  toDay: string;
}

export interface LogSort<S extends string> {
  sort: S;
  order: SortOrder;
}

/** A log the server lists page by page (ADR 0004 paging and sorting, plus its own filters). */
export interface LogSource<T, F extends LogFilters> {
  /** Its react-query key under `['admin', …]`. */
  name: string;
  path: () => string;
  list: WireSchema<ListResult<T>>;
  /** The query parameters of the log's own filters. */
  filterQuery: (filters: F) => QueryParams;
}

/** The list query of a log: the customer, the page, the sort and the filters. */
export function logQuery<F extends LogFilters, S extends string>(
  source: Pick<LogSource<unknown, F>, 'filterQuery'>,
  filters: F,
  sort: LogSort<S>,
  page: { limit: number; offset: number },
  customerId?: string,
): QueryParams {
  return {
    Customer_ID: customerId,
    limit: page.limit,
    offset: page.offset,
    sort_attributes: sort.sort,
    sort_order: sort.order,
    vehicle_id: filters.vehicleId ?? undefined,
    ...source.filterQuery(filters),
    ...dayRangeQuery(filters.fromDay, filters.toDay),
  };
}

/** One page of a log. */
export function useLogPage<T, F extends LogFilters, S extends string>(
  source: LogSource<T, F>,
  filters: F,
  sort: LogSort<S>,
  page: { page: number; pageSize: number },
  customerId: string | undefined,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', source.name, customerId ?? 'own', filters, sort, page],
    queryFn: ({ signal }) =>
      client.get(
        source.path(),
        source.list,
        logQuery(
          source,
          filters,
          sort,
          { limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
          customerId,
        ),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every row the filters match, page by page, at most `max` (for the CSV export). */
export function fetchWholeLog<T, F extends LogFilters, S extends string>(
  client: ApiClient,
  source: LogSource<T, F>,
  filters: F,
  sort: LogSort<S>,
  customerId: string | undefined,
  max = 10_000,
): Promise<T[]> {
  return fetchAllPages(
    (slice) =>
      client.get(source.path(), source.list, logQuery(source, filters, sort, slice, customerId)),
    max,
  );
}
