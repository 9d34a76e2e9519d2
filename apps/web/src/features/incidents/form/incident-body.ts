import { canMoveIncident, incidentCreateBody } from '@shuttle-ops/domain';
import type { IncidentStatus } from '@shuttle-ops/domain';
import type { IncidentFields } from '../../../lib/api/incidents-api.ts';
import { issueMessage, numberValue, parseWith } from '../../../lib/forms/schema-validation.ts';
import type { SchemaIssue } from '../../../lib/forms/schema-validation.ts';
import { fromSiteLocal } from '../../../lib/time/site-local-time.ts';
import { INCIDENT_LABELS } from './incident-form-values.ts';
import type { IncidentFormValues } from './incident-form-values.ts';

const orNull = (id: string) => (id === '' ? null : id);
const isBlank = (value: number | string) => typeof value === 'string' && value.trim() === '';

/** A position needs both coordinates; none is no position. */
function location(values: IncidentFormValues) {
  if (isBlank(values.lat) && isBlank(values.lon)) return null;
  return { lat: numberValue(values.lat), lon: numberValue(values.lon) };
}

/** The request body the values make (attachments by id), before the domain schema checks it. */
export function incidentBody(values: IncidentFormValues, attachmentIds: readonly string[] = []) {
  const occurred = fromSiteLocal(values.occurred_at);
  return {
    title: values.title,
    description: values.description,
    category: values.category === '' ? undefined : values.category,
    severity: values.severity === '' ? undefined : values.severity,
    status: values.status,
    // Blank or unreadable goes to the schema as text it refuses; the message is replaced below.
    occurred_at: occurred ?? 'not-a-date',
    location: location(values),
    BS_ID: orNull(values.BS_ID),
    Vehicle_ID: orNull(values.Vehicle_ID),
    Service_ID: orNull(values.Service_ID),
    Route_ID: orNull(values.Route_ID),
    Operator_ID: orNull(values.Operator_ID),
    people_involved: values.people_involved.map((p) => ({
      name: p.name,
      role: p.role,
      injured: p.injured,
      notes: p.notes,
    })),
    actions_taken: values.actions_taken,
    root_cause: values.root_cause,
    follow_ups: values.follow_ups.map((f) => ({
      text: f.text,
      done: f.done,
      due: f.due === '' ? null : f.due,
    })),
    attachment_ids: [...attachmentIds],
  };
}

/** A schema issue's form field: `location.lat` → `lat`, `people_involved.0.name` as it is. */
function fieldOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'location') return parts[1] ?? 'lat';
  return parts.join('.');
}

function messageFor(issue: SchemaIssue, field: string): string {
  if (field === 'occurred_at') return 'Enter the date and time it happened';
  if (field === 'due' || field.endsWith('.due')) return 'Enter a date';
  const last = field.split('.').at(-1) ?? field;
  return issueMessage(issue, INCIDENT_LABELS[last] ?? 'This field');
}

export interface ValidationContext {
  /** The stored status (null for a new incident): only its allowed moves are valid. */
  from: IncidentStatus | null;
  now: () => number;
}

/** The server's rules (the domain schema) and the editor's own, with messages for people. */
export function validateIncident(
  values: IncidentFormValues,
  context: ValidationContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = incidentCreateBody.safeParse(incidentBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field in errors) continue;
      errors[field] = messageFor(issue, field);
    }
  }
  const occurred = fromSiteLocal(values.occurred_at);
  if (typeof occurred === 'string' && Date.parse(occurred) > context.now()) {
    errors['occurred_at'] ??= 'It cannot have happened in the future';
  }
  if (isBlank(values.lat) !== isBlank(values.lon)) {
    errors[isBlank(values.lat) ? 'lat' : 'lon'] = 'Give both coordinates, or neither';
  }
  if (context.from !== null && !canMoveIncident(context.from, values.status)) {
    errors['status'] ??= 'This status cannot follow the current one';
  }
  return errors;
}

/** The body as the schema makes it (trimmed, blanks as null); only after validation passed. */
export function incidentFields(
  values: IncidentFormValues,
  attachmentIds: readonly string[],
): IncidentFields {
  const { Customer_ID: _customer, ...fields } = parseWith(
    incidentCreateBody,
    incidentBody(values, attachmentIds),
  );
  return fields;
}

const ROW_FIELDS = {
  people_involved: ['name', 'role', 'injured', 'notes'],
  follow_ups: ['text', 'done', 'due'],
};

/** The form's fields, to place the server's field errors (`body.follow_ups.1.due`). */
export function incidentFieldPaths(values: IncidentFormValues): string[] {
  return [
    ...Object.keys(INCIDENT_LABELS).filter(
      (k) => !['name', 'role', 'notes', 'text', 'due'].includes(k),
    ),
    ...values.people_involved.flatMap((_, i) =>
      ROW_FIELDS.people_involved.map((f) => `people_involved.${i}.${f}`),
    ),
    ...values.follow_ups.flatMap((_, i) =>
      ROW_FIELDS.follow_ups.map((f) => `follow_ups.${i}.${f}`),
    ),
  ];
}
