import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { alarmKeys } from './alarm-keys.ts';
import { alarmMeasuresSchema as alarmMeasures } from '@shuttle-ops/domain';

/** The periods the measures can be read over. */
export const MEASURE_PERIODS = { '24h': 86_400, '7d': 7 * 86_400, '30d': 30 * 86_400 } as const;
export type MeasurePeriod = keyof typeof MEASURE_PERIODS;

export const periodBounds = (period: MeasurePeriod, now: number) => ({
  from: new Date(now - MEASURE_PERIODS[period] * 1000).toISOString(),
  to: new Date(now).toISOString(),
});

/** Response times, flood share, bad actors…: `GET realtimealerts/measures?from&to`. */
export function useAlarmMeasures(period: MeasurePeriod, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.measures(period),
    queryFn: ({ signal }) =>
      client.get(
        'realtimealerts/measures',
        alarmMeasures,
        periodBounds(period, Date.now()),
        signal,
      ),
    enabled,
  });
}

/** The flood state now (the banner): the measures of the last hour, re-read every half minute. */
export function useFloodState() {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.flood(),
    queryFn: async ({ signal }) =>
      (
        await client.get(
          'realtimealerts/measures',
          alarmMeasures,
          { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date().toISOString() },
          signal,
        )
      ).flood.current,
    refetchInterval: 30_000,
  });
}
