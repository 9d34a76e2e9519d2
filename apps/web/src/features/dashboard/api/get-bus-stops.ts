import { busStopList, MAX_PAGE_SIZE } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** The customer's bus stops, drawn on the live map for orientation: `GET busstops`. */
export function useBusStops() {
  const client = useApiClient();
  return useQuery({
    queryKey: dashboardKeys.stops(),
    queryFn: async ({ signal }) =>
      (await client.get('busstops', busStopList, { limit: MAX_PAGE_SIZE }, signal)).Items,
    staleTime: 5 * 60_000,
  });
}
