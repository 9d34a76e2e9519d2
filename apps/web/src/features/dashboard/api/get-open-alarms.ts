import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** What the dashboard reads of `GET realtimealerts`: the active, unshelved alarms per vehicle. */
const openAlarmCounts = z.object({
  counts: z.object({ by_vehicle: z.record(z.string(), z.number().int().min(0)) }),
});

/** Open alarms per vehicle id: `GET realtimealerts?state=ACTIVE&limit=1` → `counts.by_vehicle`. */
export function useOpenAlarmCounts(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: dashboardKeys.openAlarms(),
    queryFn: async ({ signal }) =>
      (await client.get('realtimealerts', openAlarmCounts, { state: 'ACTIVE', limit: 1 }, signal))
        .counts.by_vehicle,
    enabled,
  });
}
