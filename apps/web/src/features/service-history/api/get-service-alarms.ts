import { alarmListSchema } from '@shuttle-ops/domain';
import type { Alarm, Service } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

/** The alarms shown with a service: at most this many, oldest first. */
export const SERVICE_ALARMS_LIMIT = 100;

/**
 * The alarms of the service's vehicle seen while it ran (`GET realtimealerts`, shelved ones too).
 * Only for those who may process alerts: `enabled` false asks nothing.
 */
export function useServiceAlarms(service: Service | null | undefined, enabled: boolean) {
  const client = useApiClient();
  const from = service?.start_dt ?? service?.create_dt;
  return useQuery({
    queryKey: ['service-history', 'alarms', service?.Service_ID, from, service?.end_dt],
    enabled: enabled && service !== null && service !== undefined,
    queryFn: async ({ signal }): Promise<{ alarms: Alarm[]; total: number }> => {
      const answer = await client.get(
        'realtimealerts',
        alarmListSchema,
        {
          vehicle_id: service?.Vehicle_ID ?? '',
          ...(from ? { from } : {}),
          ...(service?.end_dt ? { to: service.end_dt } : {}),
          shelved: 'include',
          sort_attributes: 'first_seen',
          sort_order: 'asc',
          limit: SERVICE_ALARMS_LIMIT,
        },
        signal,
      );
      return { alarms: answer.Items, total: answer.total };
    },
  });
}
