import { serviceList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { OVERVIEW_REFRESH_MS, overviewKeys } from './overview-keys.ts';

/** `GET services?serviceStatus=active`: a vehicle runs one active service at a time. */
export const getActiveServices = (client: ApiClient, signal?: AbortSignal) =>
  client.get(
    'services',
    serviceList,
    {
      serviceStatus: 'active',
      route_criteria: 'lite',
      sort_attributes: 'start_dt',
      sort_order: 'asc',
      limit: 100,
    },
    signal,
  );

export function useVehiclesInService(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: overviewKeys.figure('vehicles-in-service'),
    queryFn: ({ signal }) => getActiveServices(client, signal),
    enabled,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
