import { alarmListSchema } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { OVERVIEW_REFRESH_MS, overviewKeys } from './overview-keys.ts';

/** `GET realtimealerts?state=ACTIVE`: the alarms still asking for attention, most urgent first. */
export const getOpenAlerts = (client: ApiClient, signal?: AbortSignal) =>
  client.get('realtimealerts', alarmListSchema, { state: 'ACTIVE', limit: 3 }, signal);

export function useOpenAlerts(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: overviewKeys.figure('open-alerts'),
    queryFn: ({ signal }) => getOpenAlerts(client, signal),
    enabled,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
