import { passengersToday } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { OVERVIEW_REFRESH_MS, overviewKeys } from './overview-keys.ts';

/** `GET services/passengers-today`: boardings since midnight, Europe/London. */
export const getPassengersToday = (client: ApiClient, signal?: AbortSignal) =>
  client.get('services/passengers-today', passengersToday, undefined, signal);

export function usePassengersToday(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: overviewKeys.figure('passengers-today'),
    queryFn: ({ signal }) => getPassengersToday(client, signal),
    enabled,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
