import {
  INCIDENT_CATEGORY_LABELS,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATUS_LABELS,
} from '@shuttle-ops/domain';
import type { IncidentReportParams, IncidentReportSummary } from '@shuttle-ops/domain';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

const DAY_MS = 24 * 3600 * 1000;

/** "1 Nov 2026 – 30 Nov 2026": the first day and the last day included (site time). */
export function periodLabel(params: Pick<IncidentReportParams, 'from' | 'to'>): string {
  const first = formatDateTime(params.from).split(', ')[0] ?? '';
  // `to` is the start of the day after the last one.
  const last =
    formatDateTime(new Date(Date.parse(params.to) - DAY_MS / 2).toISOString()).split(', ')[0] ?? '';
  return first === last ? first : `${first} – ${last}`;
}

/** The filters besides the period, in words ("Critical, Closed"), or "All incidents". */
export function filterLabel(params: IncidentReportParams, vehicleName?: string): string {
  const parts = [
    params.Vehicle_ID === null ? null : (vehicleName ?? 'One vehicle'),
    params.category === null ? null : INCIDENT_CATEGORY_LABELS[params.category],
    params.severity === null ? null : INCIDENT_SEVERITY_LABELS[params.severity],
    params.status === null ? null : INCIDENT_STATUS_LABELS[params.status],
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'All incidents' : parts.join(', ');
}

export const reportName = (report: IncidentReportSummary) =>
  report.title ?? `Incidents ${periodLabel(report.params)}`;
