import { commandList, type SortOrder, type VehicleCommandRecord } from '@shuttle-ops/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import {
  commandLogQuery,
  type CommandLogFilters,
  type CommandSort,
} from './command-log-filters.ts';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages.ts';

const PATH = 'navyacontrolapi/commands';

/** One page of the command log. */
export function useCommandLog(
  filters: CommandLogFilters,
  sort: { sort: CommandSort; order: SortOrder },
  page: { page: number; pageSize: number },
  customerId: string | undefined,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'command-log', customerId ?? 'own', filters, sort, page],
    queryFn: ({ signal }) =>
      client.get(
        PATH,
        commandList,
        commandLogQuery(
          filters,
          sort,
          {
            limit: page.pageSize,
            offset: (page.page - 1) * page.pageSize,
          },
          customerId,
        ),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every row the filters match, page by page, at most `max` (for the CSV export). */
export function fetchAllCommands(
  client: ApiClient,
  filters: CommandLogFilters,
  sort: { sort: CommandSort; order: SortOrder },
  customerId: string | undefined,
  max = 10_000,
): Promise<VehicleCommandRecord[]> {
  return fetchAllPages(
    (slice) => client.get(PATH, commandList, commandLogQuery(filters, sort, slice, customerId)),
    max,
  );
}
