import {
  INCIDENT_CATEGORY_LABELS,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATUS_LABELS,
} from '@shuttle-ops/domain';
import type { IncidentSummary } from '@shuttle-ops/domain';
import { csvDocument, csvSiteTime } from '../../../lib/csv/csv.ts';

const HEADER = [
  'reference',
  'occurred (Europe/London)',
  'title',
  'category',
  'severity',
  'status',
  'vehicle',
  'route',
  'bus stop',
  'operator',
  'latitude',
  'longitude',
  'description',
  'closed (Europe/London)',
  'Incident_ID',
];

/** The incidents as CSV, one line each, times at the site. */
export function incidentsCsv(rows: readonly IncidentSummary[]): string {
  return csvDocument(
    HEADER,
    rows.map((row) => [
      row.reference,
      csvSiteTime(row.occurred_at),
      row.title,
      INCIDENT_CATEGORY_LABELS[row.category],
      INCIDENT_SEVERITY_LABELS[row.severity],
      INCIDENT_STATUS_LABELS[row.status],
      row.vehicle_name,
      row.route_name,
      row.bus_stop_name,
      row.operatorName,
      row.location === null ? '' : String(row.location.lat),
      row.location === null ? '' : String(row.location.lon),
      row.description,
      row.closed_at === null ? '' : csvSiteTime(row.closed_at),
      row.Incident_ID,
    ]),
  );
}
