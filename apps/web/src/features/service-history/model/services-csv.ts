import type { Service } from '@shuttle-ops/domain';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

interface CsvColumn {
  header: string;
  value: (service: Service) => string | number;
}

/** The columns of the export; times in the site's time zone (Europe/London). */
const COLUMNS: readonly CsvColumn[] = [
  { header: 'Service_ID', value: (s) => s.Service_ID },
  { header: 'Vehicle', value: (s) => s.vehicleName },
  { header: 'Route', value: (s) => s.routeName },
  { header: 'Operator', value: (s) => s.operatorName ?? '' },
  { header: 'Status', value: (s) => s.serviceStatus },
  { header: 'Created (Europe/London)', value: (s) => formatDateTime(s.create_dt) },
  { header: 'Started (Europe/London)', value: (s) => formatDateTime(s.start_dt) },
  { header: 'Ended (Europe/London)', value: (s) => formatDateTime(s.end_dt) },
  { header: 'Occupancy', value: (s) => s.occupancy },
  { header: 'Max occupancy', value: (s) => s.maxOccupancy },
  { header: 'Wheelchair occupancy', value: (s) => s.wheelchair_occupancy },
];

/** A CSV field, quoted when needed; a leading =, +, - or @ is defused for spreadsheets. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The services as CSV (RFC 4180, CRLF line ends) with a header row. */
export function servicesCsv(services: readonly Service[]): string {
  const lines = [COLUMNS.map((c) => field(c.header)).join(',')];
  for (const service of services) lines.push(COLUMNS.map((c) => field(c.value(service))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
