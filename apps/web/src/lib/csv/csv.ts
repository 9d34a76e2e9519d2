import { HARWELL_SITE } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A time at the site (Europe/London) as the exports write it. */
export const csvSiteTime = (iso: string) =>
  dayjs(iso).tz(HARWELL_SITE.time_zone).format('YYYY-MM-DD HH:mm:ss');

/** A CSV field: quoted when it holds a comma, quote or line break; formulas defused. */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (RFC 4180 line ends): the header, then one line per row. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | null)[])[],
): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvCell).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** Offers `text` to the browser as a CSV file download. */
export function downloadCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
