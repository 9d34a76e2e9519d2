import type { AlarmReportRow } from '@shuttle-ops/domain';
import { csvField, londonTime } from '../../lib/csv.ts';

type Cell = string | number | boolean | null;

/** The columns of the export, in order: times ISO 8601 UTC, plus first seen in Europe/London. */
const COLUMNS: readonly [string, (row: AlarmReportRow) => Cell][] = [
  ['id', (r) => r.id],
  ['Vehicle_ID', (r) => r.Vehicle_ID],
  ['vehicle_name', (r) => r.vehicle_name],
  ['level', (r) => r.level],
  ['category', (r) => r.category],
  ['code', (r) => r.code],
  ['message', (r) => r.message],
  ['state', (r) => r.state],
  ['count', (r) => r.count],
  ['first_seen', (r) => r.first_seen],
  ['first_seen_europe_london', (r) => londonTime(r.first_seen)],
  ['last_seen', (r) => r.last_seen],
  ['acknowledged_at', (r) => r.acknowledged_at],
  ['acknowledged_by', (r) => r.acknowledged_by],
  ['time_to_ack_s', (r) => r.time_to_ack_s],
  ['assignee', (r) => r.assignee],
  ['resolved_at', (r) => r.resolved_at],
  ['resolved_by', (r) => r.resolved_by],
  ['auto_resolved', (r) => r.auto_resolved],
  ['time_to_resolve_s', (r) => r.time_to_resolve_s],
  ['closed_at', (r) => r.closed_at],
  ['chattering', (r) => r.chattering],
  ['duration_s', (r) => r.duration_s],
];

export const REPORT_CSV_HEADER = COLUMNS.map(([name]) => name);

/** A report's rows as CSV: a header row, CRLF line ends, UTF-8. */
export function reportCsv(rows: readonly AlarmReportRow[]): string {
  const lines = [REPORT_CSV_HEADER.join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, value]) => csvField(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
