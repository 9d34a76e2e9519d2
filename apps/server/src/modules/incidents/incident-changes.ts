import { presentIncident } from './incidents.presenter.ts';
import type { IncidentRow } from './incidents.repository.ts';

/** Wire fields an update may change on its own (status, attachments and the snapshot have entries of their own). */
const FIELDS = [
  'title',
  'description',
  'category',
  'severity',
  'occurred_at',
  'location',
  'BS_ID',
  'Vehicle_ID',
  'Service_ID',
  'Route_ID',
  'Operator_ID',
  'people_involved',
  'actions_taken',
  'root_cause',
  'follow_ups',
  'alarms',
  'commands',
  'missions',
] as const;

const none = new Map();

/** The names of the wire fields whose value differs between two versions of an incident. */
export function changedWireFields(before: IncidentRow, after: IncidentRow): string[] {
  const a = presentIncident(before, none);
  const b = presentIncident(after, none);
  return FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}
