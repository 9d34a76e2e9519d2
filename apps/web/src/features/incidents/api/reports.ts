import type { IncidentReport } from '@shuttle-ops/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { incidentKeys, incidentReportCsv } from '../../../lib/api/incidents-api.ts';
import { useSessionStore } from '../../../lib/auth/session-context.ts';
import type { IncidentReportFields } from '../../../lib/api/incidents-api.ts';
import { useIncidentsApi } from './use-incidents-api.ts';

/** The earlier incident reports (`GET incidents/reports`). */
export function useIncidentReports() {
  const { api, customerId } = useIncidentsApi();
  return useQuery({
    queryKey: incidentKeys.reports(customerId),
    queryFn: ({ signal }) => api.reports(signal),
  });
}

/** One report with its incidents (`GET incidents/reports?report_id=`). */
export function useIncidentReport(id: string | null) {
  const { api, customerId } = useIncidentsApi();
  return useQuery({
    queryKey: incidentKeys.report(customerId, id ?? ''),
    queryFn: ({ signal }) => api.report(id ?? '', signal),
    enabled: id !== null,
  });
}

/** Makes a report (`POST incidents/reports`); it is kept, so the list of reports renews. */
export function useCreateIncidentReport() {
  const { api, customerId } = useIncidentsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: IncidentReportFields) => api.createReport(fields),
    onSuccess: (report: IncidentReport) => {
      queryClient.setQueryData(incidentKeys.report(customerId, report.report_id), report);
      return queryClient.invalidateQueries({
        queryKey: incidentKeys.reports(customerId),
        exact: true,
      });
    },
  });
}

/** Deletes a report (`DELETE incidents/reports` with the caller's id in the body). */
export function useDeleteIncidentReport(userId: string) {
  const { api, customerId } = useIncidentsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteReport(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.reports(customerId) }),
  });
}

/** The report as the server writes it in CSV (`GET incidents/reports?report_id=&format=csv`). */
export function useIncidentReportCsv() {
  const session = useSessionStore();
  const { customerId } = useIncidentsApi();
  return (id: string) => incidentReportCsv(session.accessToken(), customerId, id);
}
