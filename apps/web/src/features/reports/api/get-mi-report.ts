import { miReport, type MiReportQuery } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

export type ReportRequest = Pick<MiReportQuery, 'period' | 'date' | 'from' | 'to'>;

/** `GET mi-reporting`: the figures of one period. */
export function getMiReport(client: ApiClient, request: ReportRequest) {
  const query: Record<string, string> = { period: request.period };
  for (const key of ['date', 'from', 'to'] as const) {
    const value = request[key];
    if (value) query[key] = value;
  }
  return client.get('mi-reporting', miReport, query);
}

/** The report of the chosen period; a custom period waits for both of its days. */
export function useMiReport(request: ReportRequest) {
  const client = useApiClient();
  const complete = request.period !== 'custom' || (!!request.from && !!request.to);
  return useQuery({
    queryKey: ['mi-report', request],
    queryFn: () => getMiReport(client, request),
    enabled: complete,
  });
}
