import { vehicleLiveStateList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import {
  useFeedStatus,
  useLiveFeed,
  useLiveVehicles,
  type FeedStatus,
  type LiveVehicles,
} from '../../../lib/live/index.ts';

export interface DashboardLive {
  vehicles: LiveVehicles;
  status: FeedStatus;
}

/**
 * The console's live store (lib/live) while a dashboard is shown live: seeded with
 * `GET vehicles/state`, then kept current by the tab's feed.
 */
export function useDashboardLive(enabled: boolean): DashboardLive {
  const client = useApiClient();
  const feed = useLiveFeed(undefined, enabled);
  const states = useQuery({
    queryKey: ['telemetry-dashboards', 'states'] as const,
    queryFn: async ({ signal }) =>
      (await client.get('vehicles/state', vehicleLiveStateList, undefined, signal)).Items,
    enabled,
    // Live events replace it; a refetch would only bring older news.
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => {
    if (states.data === undefined) return;
    feed.store.states(states.data, Date.now());
    feed.store.flush();
  }, [feed, states.data]);
  return { vehicles: useLiveVehicles(feed), status: useFeedStatus(feed) };
}
