import { announcementList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { OVERVIEW_REFRESH_MS, overviewKeys } from './overview-keys.ts';

/** `GET announcements?current=true`: those shown now, newest first. */
export const getCurrentAnnouncements = (client: ApiClient, signal?: AbortSignal) =>
  client.get(
    'announcements',
    announcementList,
    { current: 'true', sort_attributes: 'start_dt', sort_order: 'desc', limit: 3 },
    signal,
  );

export function useCurrentAnnouncements(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: overviewKeys.figure('current-announcements'),
    queryFn: ({ signal }) => getCurrentAnnouncements(client, signal),
    enabled,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
