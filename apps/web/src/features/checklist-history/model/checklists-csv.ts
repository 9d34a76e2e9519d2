import type { ChecklistTransaction } from '@shuttle-ops/domain';
import { csvDocument, csvSiteTime } from '../../../lib/csv/csv.ts';
import { operatorLabel, resultLabel } from './checklist-words.ts';

const HEADER = [
  'completed (Europe/London)',
  'started (Europe/London)',
  'checklist',
  'version',
  'vehicle',
  'operator',
  'result',
  'failed items',
  'safety-critical failed',
  'notes',
  'Service_ID',
  'CL_Transaction_ID',
];

/** The completed checklists as CSV, one line each, times at the site. */
export function checklistsCsv(rows: readonly ChecklistTransaction[]): string {
  return csvDocument(
    HEADER,
    rows.map((row) => [
      csvSiteTime(row.completed_date),
      row.started_date === null ? '' : csvSiteTime(row.started_date),
      row.master_name,
      String(row.master_version),
      row.vehicle_name,
      operatorLabel(row),
      resultLabel(row.result),
      row.failed_items.map((item) => item.label).join('; '),
      row.safety_critical_failed ? 'yes' : 'no',
      row.notes.text,
      row.Service_ID,
      row.CL_Transaction_ID,
    ]),
  );
}
