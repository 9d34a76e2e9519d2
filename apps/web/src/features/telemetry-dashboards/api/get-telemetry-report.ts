import { telemetryReport, type TelemetryBucket } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

export interface PastRange {
  from: string;
  to: string;
}

/** Raw values for up to a day, then 1-minute, 15-minute or hourly buckets (at most ~1500 points). */
export function bucketFor(range: PastRange): TelemetryBucket {
  const hours = (Date.parse(range.to) - Date.parse(range.from)) / 3_600_000;
  if (hours <= 6) return 'raw';
  if (hours <= 24) return '1m';
  if (hours <= 24 * 14) return '15m';
  return '1h';
}

/**
 * `GET telemetry-reports?vehicle_id=all`: the template's measures of every vehicle over a past
 * range, read once for the whole dashboard (each component keeps its own vehicles).
 */
export function usePastTelemetry(range: PastRange | null, measures: readonly string[]) {
  const client = useApiClient();
  const names = [...new Set(measures)].sort().join(',');
  return useQuery({
    queryKey: ['telemetry-dashboards', 'past', range, names] as const,
    queryFn: ({ signal }) =>
      client.get(
        'telemetry-reports',
        telemetryReport,
        {
          vehicle_id: 'all',
          from: range!.from,
          to: range!.to,
          measures: names,
          bucket: bucketFor(range!),
        },
        signal,
      ),
    enabled: range !== null && names !== '',
  });
}
