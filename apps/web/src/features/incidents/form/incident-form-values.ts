import { randomId } from '@mantine/hooks';
import { INCIDENT_STATUSES, INCIDENT_TRANSITIONS } from '@shuttle-ops/domain';
import type {
  Incident,
  IncidentCategory,
  IncidentSeverity,
  IncidentStatus,
} from '@shuttle-ops/domain';
import { toSiteLocal } from '../../../lib/time/site-local-time.ts';

export interface PersonValues {
  /** React's key while rows come and go. */
  key: string;
  name: string;
  role: string;
  injured: boolean;
  notes: string;
}

export interface FollowUpValues {
  key: string;
  text: string;
  done: boolean;
  /** YYYY-MM-DD or ''. */
  due: string;
}

/** The editor's values; the field names are the wire's, so the server's field errors land. */
export interface IncidentFormValues {
  title: string;
  description: string;
  category: IncidentCategory | '';
  severity: IncidentSeverity | '';
  status: IncidentStatus;
  /** Site-local (Europe/London) date and time, as a datetime-local input holds it. */
  occurred_at: string;
  Vehicle_ID: string;
  Service_ID: string;
  Route_ID: string;
  Operator_ID: string;
  BS_ID: string;
  /** Empty for no position. */
  lat: number | string;
  lon: number | string;
  people_involved: PersonValues[];
  actions_taken: string;
  root_cause: string;
  follow_ups: FollowUpValues[];
}

export const INCIDENT_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  severity: 'Severity',
  status: 'Status',
  occurred_at: 'Occurred at',
  Vehicle_ID: 'Vehicle',
  Service_ID: 'Service',
  Route_ID: 'Route',
  Operator_ID: 'Operator',
  BS_ID: 'Bus stop',
  lat: 'Latitude',
  lon: 'Longitude',
  location: 'Location',
  name: 'Name',
  role: 'Role',
  notes: 'Notes',
  actions_taken: 'Actions taken',
  root_cause: 'Root cause',
  text: 'Follow-up',
  due: 'Due date',
  people_involved: 'People involved',
  follow_ups: 'Follow-ups',
  attachment_ids: 'Attachments',
};

export const newPerson = (): PersonValues => ({
  key: randomId(),
  name: '',
  role: '',
  injured: false,
  notes: '',
});

export const newFollowUp = (): FollowUpValues => ({
  key: randomId(),
  text: '',
  done: false,
  due: '',
});

/** The form's values for a stored incident, or a blank one that happened `now`. */
export function incidentFormValues(row: Incident | null, now: Date): IncidentFormValues {
  if (row === null) {
    return {
      title: '',
      description: '',
      category: '',
      severity: '',
      status: 'open',
      occurred_at: toSiteLocal(now.toISOString()),
      Vehicle_ID: '',
      Service_ID: '',
      Route_ID: '',
      Operator_ID: '',
      BS_ID: '',
      lat: '',
      lon: '',
      people_involved: [],
      actions_taken: '',
      root_cause: '',
      follow_ups: [],
    };
  }
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    severity: row.severity,
    status: row.status,
    occurred_at: toSiteLocal(row.occurred_at),
    Vehicle_ID: row.Vehicle_ID ?? '',
    Service_ID: row.Service_ID ?? '',
    Route_ID: row.Route_ID ?? '',
    Operator_ID: row.Operator_ID ?? '',
    BS_ID: row.BS_ID ?? '',
    lat: row.location?.lat ?? '',
    lon: row.location?.lon ?? '',
    people_involved: row.people_involved.map((p) => ({
      key: randomId(),
      name: p.name,
      role: p.role,
      injured: p.injured,
      notes: p.notes ?? '',
    })),
    actions_taken: row.actions_taken ?? '',
    root_cause: row.root_cause ?? '',
    follow_ups: row.follow_ups.map((f) => ({
      key: randomId(),
      text: f.text,
      done: f.done,
      due: f.due ?? '',
    })),
  };
}

/** The statuses the editor may choose: a new incident any; a stored one its allowed moves. */
export function statusChoices(current: IncidentStatus | null): IncidentStatus[] {
  if (current === null) return [...INCIDENT_STATUSES];
  return INCIDENT_STATUSES.filter(
    (s) => s === current || INCIDENT_TRANSITIONS[current].includes(s),
  );
}
