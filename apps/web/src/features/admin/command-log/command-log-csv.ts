import type { VehicleCommandRecord } from '@shuttle-ops/domain';
import { csvDocument, csvSiteTime } from '../../../lib/csv/csv.ts';

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
  return csvDocument(
    HEADER,
    rows.map((row) => [
      csvSiteTime(row.issued_at),
      names.get(row.Vehicle_ID) ?? row.Vehicle_ID,
      row.command,
      row.state,
      row.reason,
      row.username,
      csvSiteTime(row.updated_at),
      row.command_id,
    ]),
  );
}
