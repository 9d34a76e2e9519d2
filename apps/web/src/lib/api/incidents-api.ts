import {
  incident,
  incidentAttachment,
  incidentList,
  incidentReport,
  incidentReportList,
} from '@shuttle-ops/domain';
import type {
  IncidentCreateBody,
  IncidentListQuery,
  IncidentReportBody,
  IncidentUpdateBody,
} from '@shuttle-ops/domain';
import { API_BASE } from './api-client.ts';
import type { ApiClient } from './api-client.ts';
import { scopeParams } from './customer-scope.ts';
import { requestText } from './http-text.ts';
import { ignoredAnswer } from './ignored-answer.ts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';

/** What a form sends (the customer comes from the scope). */
export type IncidentFields = Omit<IncidentCreateBody, 'Customer_ID'>;
export type IncidentChange = Omit<IncidentUpdateBody, 'Customer_ID'>;
export type IncidentReportFields = Omit<IncidentReportBody, 'Customer_ID'>;
/** The list's query string without the customer: filters, search, sort and paging. */
export type IncidentQuery = Partial<Omit<IncidentListQuery, 'Customer_ID'>>;

/** Query keys: everything of incidents sits under ['incidents'], so one call renews it. */
export const incidentKeys = {
  all: ['incidents'] as const,
  list: (customerId: string | undefined, query: unknown) =>
    ['incidents', 'list', customerId ?? 'own', query] as const,
  detail: (customerId: string | undefined, id: string) =>
    ['incidents', 'detail', customerId ?? 'own', id] as const,
  reports: (customerId: string | undefined) =>
    ['incidents', 'reports', customerId ?? 'own'] as const,
  report: (customerId: string | undefined, id: string) =>
    ['incidents', 'reports', customerId ?? 'own', id] as const,
  options: (customerId: string | undefined, what: string) =>
    ['incidents', 'options', customerId ?? 'own', what] as const,
};

/**
 * Spec §7 incidents and incident reports: POST, GET list, GET search/{query}, GET {id}, PUT {id},
 * DELETE {id}; attachments; reports GET (list, one, CSV), POST and DELETE with a body.
 */
export function incidentsApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    /** A search goes to its own path (`incidents/search/{query}`), with the same filters. */
    list: ({ query, ...rest }: IncidentQuery, signal?: AbortSignal) =>
      client.get(
        query === undefined || query.trim() === ''
          ? 'incidents'
          : `incidents/search/${encodeURIComponent(query.trim())}`,
        incidentList,
        { ...rest, ...scope },
        signal,
      ),
    get: (id: string, signal?: AbortSignal) =>
      client.get(`incidents/${id}`, incident, scope, signal),
    create: (fields: IncidentFields) =>
      client.send('POST', 'incidents', incident, { ...scope, ...fields }),
    update: (id: string, change: IncidentChange) =>
      client.send('PUT', `incidents/${id}`, incident, { ...scope, ...change }),
    remove: (id: string) =>
      client.send('DELETE', `incidents/${id}`, ignoredAnswer, undefined, scope),
    createReport: (fields: IncidentReportFields) =>
      client.send('POST', 'incidents/reports', incidentReport, { ...scope, ...fields }),
    reports: (signal?: AbortSignal) =>
      client.get('incidents/reports', incidentReportList, scope, signal),
    report: (id: string, signal?: AbortSignal) =>
      client.get('incidents/reports', incidentReport, { report_id: id, ...scope }, signal),
    /** Spec §7: the body names the caller (`user_id`) and `service_name=report`. */
    deleteReport: (id: string, userId: string) =>
      client.send('DELETE', 'incidents/reports', ignoredAnswer, {
        ...scope,
        user_id: userId,
        service_name: 'report',
        report_id: id,
      }),
  };
}

/** A report as the server writes it in CSV (`GET incidents/reports?report_id=&format=csv`). */
export function incidentReportCsv(
  accessToken: string | null,
  customerId: string | undefined,
  id: string,
): Promise<string> {
  return requestText(`${API_BASE}/incidents/reports`, {
    accessToken,
    query: { report_id: id, format: 'csv', ...scopeParams(customerId) },
  });
}

/** `POST incidents/attachments`: one JPEG, PNG, WebP or PDF (≤ 10 MB), with its progress. */
export function uploadIncidentAttachment(
  file: File,
  accessToken: string | null,
  customerId: string | undefined,
  onProgress: UploadProgress,
  signal?: AbortSignal,
) {
  return uploadWithProgress({
    path: 'incidents/attachments',
    schema: incidentAttachment,
    file,
    name: file.name,
    accessToken,
    onProgress,
    query: scopeParams(customerId),
    ...(signal ? { signal } : {}),
  });
}
