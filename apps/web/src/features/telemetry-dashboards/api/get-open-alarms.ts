import { alarmListSchema } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

/** `GET realtimealerts?state=ACTIVE&vehicle_id=…`: the vehicles' open alarms, most urgent first. */
export function useOpenAlarms(vehicles: readonly string[]) {
  const client = useApiClient();
  const ids = [...vehicles].sort().join(',');
  return useQuery({
    queryKey: ['telemetry-dashboards', 'alarms', ids] as const,
    queryFn: async ({ signal }) =>
      (
        await client.get(
          'realtimealerts',
          alarmListSchema,
          { state: 'ACTIVE', vehicle_id: ids, limit: 20 },
          signal,
        )
      ).Items,
    enabled: ids !== '',
    refetchInterval: 15_000,
  });
}
