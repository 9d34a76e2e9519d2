import { telemetryReport, type TelemetryBucket } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

export interface PastRange {
  from: string;
  to: string;
}

/**
 * Raw values for a quarter-hour, then 1-minute (a day), 15-minute (a week) or hourly buckets:
 * far below the report's 50,000 points for a dashboard's few vehicles and measures.
 */
export function bucketFor(range: PastRange): TelemetryBucket {
  const hours = (Date.parse(range.to) - Date.parse(range.from)) / 3_600_000;
  if (hours <= 0.25) return 'raw';
  if (hours <= 24) return '1m';
  if (hours <= 24 * 7) return '15m';
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
