// CSV exports: one field as RFC 4180 and spreadsheets want it, and times as the site reads them.

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
