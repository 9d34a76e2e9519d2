import { alarmSettings } from '@shuttle-ops/domain';
import type { AlarmSettings } from '@shuttle-ops/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { alarmKeys } from './alarm-keys.ts';

/** The customer's rule thresholds: `GET realtimealerts/settings`. */
export function useAlarmSettings(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.settings(),
    queryFn: ({ signal }) =>
      client.get('realtimealerts/settings', alarmSettings, undefined, signal),
    enabled,
  });
}

/**
 * `PUT realtimealerts/settings` with the whole settings; the saved settings become the cached
 * ones. The caller shows the outcome (toast, field messages).
 */
export function useSaveAlarmSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlarmSettings): Promise<AlarmSettings> =>
      client.send('PUT', 'realtimealerts/settings', alarmSettings, settings),
    onSuccess: (saved) => queryClient.setQueryData(alarmKeys.settings(), saved),
  });
}
