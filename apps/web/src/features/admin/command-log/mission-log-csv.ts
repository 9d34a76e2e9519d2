import type { Mission } from '@shuttle-ops/domain';
import { csvDocument, csvSiteTime } from '../../../lib/csv/csv.ts';

const HEADER = [
  'requested (Europe/London)',
  'vehicle',
  'station',
  'lifecycle',
  'status',
  'reason',
  'requested by',
  'updated (Europe/London)',
  'mission_id',
];

/** The missions as CSV, times at the site; `names` gives each vehicle's name. */
export function missionLogCsv(
  rows: readonly Mission[],
  names: ReadonlyMap<string, string>,
): string {
  return csvDocument(
    HEADER,
    rows.map((row) => [
      csvSiteTime(row.create_dt),
      names.get(row.vehicle_id) ?? row.vehicle_id,
      row.station_name,
      row.lifecycle,
      row.status,
      row.reason,
      row.requested_by,
      csvSiteTime(row.update_dt),
      row.mission_id,
    ]),
  );
}
