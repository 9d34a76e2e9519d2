import { apiErrorBody } from '@shuttle-ops/domain';
import type { KnownAlertLevel } from '@shuttle-ops/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE } from '../../../lib/api/api-client.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { withQuery } from '../../../lib/api/http.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { useSessionStore } from '../../../lib/auth/session-context.ts';
import { alarmKeys } from './alarm-keys.ts';
import { alarmReportStarted, alarmReportSummary } from '@shuttle-ops/domain';

export interface AlertReportRequest {
  from: string;
  to: string;
  vehicle_ids?: string[];
  levels?: KnownAlertLevel[];
}

/** `POST alert-reports-processor`: starts a report; answers its id. */
export function useStartAlertReport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: AlertReportRequest) =>
      client.send('POST', 'alert-reports-processor', alarmReportStarted, request),
  });
}

/** The report's state, read every second until it is done or failed. */
export function useAlertReport(reportId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.report(reportId ?? ''),
    queryFn: ({ signal }) =>
      client.get(
        'alert-reports-processor',
        alarmReportSummary,
        { report_id: reportId ?? '' },
        signal,
      ),
    enabled: reportId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'DONE' || state === 'FAILED' ? false : 1_000;
    },
  });
}

/** The report as CSV text (`format=csv`): the API client reads JSON only, so this one is fetched here. */
export function useReportCsv() {
  const session = useSessionStore();
  return async (reportId: string): Promise<string> => {
    const token = session.accessToken();
    const response = await fetch(
      withQuery(`${API_BASE}/alert-reports-processor`, { report_id: reportId, format: 'csv' }),
      {
        headers: {
          accept: 'text/csv',
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        },
      },
    );
    if (!response.ok) {
      let message = `The server answered ${response.status}.`;
      try {
        const body = apiErrorBody.safeParse(JSON.parse(await response.text()));
        if (body.success) message = body.data.error.message;
      } catch {
        // Not JSON: the status says it.
      }
      throw new ApiError(response.status, `HTTP_${response.status}`, message);
    }
    return response.text();
  };
}
