import { missionList, missionStationList, type Mission, type SortOrder } from '@shuttle-ops/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { missionSiteId } from '../../../config/mission-site.ts';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages.ts';
import {
  missionLogQuery,
  type MissionLogFilters,
  type MissionSort,
} from './mission-log-filters.ts';

const missionsPath = () => `missionapi/missions/${missionSiteId()}`;

/** One page of the missions of the site. */
export function useMissionLog(
  filters: MissionLogFilters,
  sort: { sort: MissionSort; order: SortOrder },
  page: { page: number; pageSize: number },
  customerId: string | undefined,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'mission-log', customerId ?? 'own', filters, sort, page],
    queryFn: ({ signal }) =>
      client.get(
        missionsPath(),
        missionList,
        missionLogQuery(
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

/** The stations of the site, for the station filter. */
export function useMissionStations() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'mission-log', 'stations', missionSiteId()],
    queryFn: ({ signal }) =>
      client.get(`missionapi/stations/${missionSiteId()}`, missionStationList, undefined, signal),
    staleTime: Infinity,
  });
}

/** Every mission the filters match, page by page, at most `max` (for the CSV export). */
export function fetchAllMissions(
  client: ApiClient,
  filters: MissionLogFilters,
  sort: { sort: MissionSort; order: SortOrder },
  customerId: string | undefined,
  max = 10_000,
): Promise<Mission[]> {
  return fetchAllPages(
    (slice) =>
      client.get(missionsPath(), missionList, missionLogQuery(filters, sort, slice, customerId)),
    max,
  );
}
