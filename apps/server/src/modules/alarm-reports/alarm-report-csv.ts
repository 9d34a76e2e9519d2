import type { AlarmReportRow } from '@shuttle-ops/domain';

/** The zone of the local time column (the site's, as every time on screen). */
export const REPORT_TIME_ZONE = 'Europe/London';

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-07-01 09:00:00`: an ISO time as the wall clock in Europe/London reads it. */
export function londonTime(isoTime: string): string {
  const parts = Object.fromEntries(
    localParts.formatToParts(new Date(isoTime)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. Text
 * that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading
 * apostrophe, as the console's other exports do; numbers, booleans and times are written as they are.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
