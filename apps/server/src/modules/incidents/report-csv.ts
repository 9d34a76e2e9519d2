import {
  INCIDENT_CATEGORY_LABELS,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATUS_LABELS,
  type IncidentSummary,
} from '@shuttle-ops/domain';
import { csvField, londonTime } from '../../lib/csv.ts';

type Cell = string | number | boolean | null;

/** The columns of the export, in order: times ISO 8601 UTC, plus occurred at in Europe/London. */
const COLUMNS: readonly [string, (row: IncidentSummary) => Cell][] = [
  ['reference', (r) => r.reference],
  ['occurred_at_europe_london', (r) => londonTime(r.occurred_at)],
  ['occurred_at_utc', (r) => r.occurred_at],
  ['title', (r) => r.title],
  ['category', (r) => INCIDENT_CATEGORY_LABELS[r.category]],
  ['severity', (r) => INCIDENT_SEVERITY_LABELS[r.severity]],
  ['status', (r) => INCIDENT_STATUS_LABELS[r.status]],
  ['vehicle_name', (r) => r.vehicle_name],
  ['route_name', (r) => r.route_name],
  ['bus_stop_name', (r) => r.bus_stop_name],
  ['operatorName', (r) => r.operatorName],
  ['lat', (r) => r.location?.lat ?? null],
  ['lon', (r) => r.location?.lon ?? null],
  ['people_involved', (r) => r.people_involved.length],
  ['injured', (r) => r.people_involved.filter((p) => p.injured).length],
  ['description', (r) => r.description],
  ['actions_taken', (r) => r.actions_taken],
  ['root_cause', (r) => r.root_cause],
  ['closed_at_utc', (r) => r.closed_at],
  ['Incident_ID', (r) => r.Incident_ID],
];

export const INCIDENT_CSV_HEADER = COLUMNS.map(([name]) => name);

/** A report's incidents as CSV: a header row, one row per incident, CRLF line ends, UTF-8. */
export function incidentReportCsv(rows: readonly IncidentSummary[]): string {
  const lines = [INCIDENT_CSV_HEADER.join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, value]) => csvField(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
