import { HARWELL_SITE, type VehicleCommandRecord } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const siteTime = (iso: string) =>
  dayjs(iso).tz(HARWELL_SITE.time_zone).format('YYYY-MM-DD HH:mm:ss');

/** A CSV field: quoted when it holds a comma, quote or line break; formulas defused. */
function cell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER = [
  'issued (Europe/London)',
  'vehicle',
  'command',
  'state',
  'reason',
  'user',
  'updated (Europe/London)',
  'command_id',
];

/** The command log as CSV, times at the site; `names` gives each vehicle's name. */
export function commandLogCsv(
  rows: readonly VehicleCommandRecord[],
  names: ReadonlyMap<string, string>,
): string {
  const lines = rows.map((row) =>
    [
      siteTime(row.issued_at),
      names.get(row.Vehicle_ID) ?? row.Vehicle_ID,
      row.command,
      row.state,
      row.reason,
      row.username,
      siteTime(row.updated_at),
      row.command_id,
    ]
      .map(cell)
      .join(','),
  );
  return [HEADER.map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}
