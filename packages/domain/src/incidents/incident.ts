import { z } from 'zod';
import {
  customerIdParam,
  listQuery,
  listResponse,
  optionalText,
  requiredText,
  sortOrder,
  timestamp,
} from '../admin/list.ts';

export const INCIDENT_CATEGORIES = [
  'collision',
  'near-miss',
  'emergency-stop',
  'passenger-injury',
  'vandalism',
  'system-fault',
  'remote-intervention',
  'other',
] as const;
export const incidentCategory = z.enum(INCIDENT_CATEGORIES);
export type IncidentCategory = z.infer<typeof incidentCategory>;

export const INCIDENT_CATEGORY_LABELS: Record<IncidentCategory, string> = {
  collision: 'Collision',
  'near-miss': 'Near miss',
  'emergency-stop': 'Emergency stop',
  'passenger-injury': 'Passenger injury',
  vandalism: 'Vandalism',
  'system-fault': 'System fault',
  'remote-intervention': 'Remote intervention',
  other: 'Other',
};

export const INCIDENT_SEVERITIES = ['minor', 'moderate', 'serious', 'critical'] as const;
export const incidentSeverity = z.enum(INCIDENT_SEVERITIES);
export type IncidentSeverity = z.infer<typeof incidentSeverity>;

export const INCIDENT_SEVERITY_LABELS: Record<IncidentSeverity, string> = {
  minor: 'Minor',
  moderate: 'Moderate',
  serious: 'Serious',
  critical: 'Critical',
};

/** `open → under-investigation → closed`; a closed incident may be reopened (back to open). */
export const INCIDENT_STATUSES = ['open', 'under-investigation', 'closed'] as const;
export const incidentStatus = z.enum(INCIDENT_STATUSES);
export type IncidentStatus = z.infer<typeof incidentStatus>;

export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  open: 'Open',
  'under-investigation': 'Under investigation',
  closed: 'Closed',
};

/** The status changes allowed (a status may also stay as it is). */
export const INCIDENT_TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  open: ['under-investigation', 'closed'],
  'under-investigation': ['open', 'closed'],
  closed: ['open'],
};

export const canMoveIncident = (from: IncidentStatus, to: IncidentStatus): boolean =>
  from === to || INCIDENT_TRANSITIONS[from].includes(to);

/** Attachments an incident may hold, and their size. */
export const INCIDENT_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export const INCIDENT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const INCIDENT_MAX_ATTACHMENTS = 20;
/** The telemetry snapshot covers this long before and after the time of the incident. */
export const INCIDENT_SNAPSHOT_WINDOW_S = 60;

const isoInstant = z.iso.datetime({ offset: true });
const position = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

export const incidentPerson = z.object({
  name: requiredText(120),
  /** e.g. passenger, operator, pedestrian, cyclist, other driver, witness. */
  role: requiredText(60),
  injured: z.boolean().default(false),
  notes: optionalText(500),
});
export type IncidentPerson = z.infer<typeof incidentPerson>;

export const incidentFollowUp = z.object({
  text: requiredText(500),
  done: z.boolean().default(false),
  /** A date (YYYY-MM-DD), site time. */
  due: z.iso.date().nullable().optional(),
});
export type IncidentFollowUp = z.infer<typeof incidentFollowUp>;

/** The fields a person writes; the server fills the rest. `occurred_at` may not be in the future. */
const incidentFields = {
  Customer_ID: customerIdParam,
  title: requiredText(200),
  description: requiredText(5000),
  category: incidentCategory,
  severity: incidentSeverity,
  /** UTC on the wire; Europe/London on screen. */
  occurred_at: isoInstant,
  location: position.nullable().optional(),
  /** The nearest bus stop; found from `location` when absent. */
  BS_ID: z.uuid().nullable().optional(),
  Vehicle_ID: z.uuid().nullable().optional(),
  Service_ID: z.uuid().nullable().optional(),
  Route_ID: z.uuid().nullable().optional(),
  /** The operator on duty (a user of the customer); the service's operator when absent. */
  Operator_ID: z.uuid().nullable().optional(),
  people_involved: z.array(incidentPerson).max(50).optional(),
  actions_taken: optionalText(5000),
  root_cause: optionalText(5000),
  follow_ups: z.array(incidentFollowUp).max(50).optional(),
  /** Links to alarms (realtime alerts), remote commands and missions around it. */
  alarm_ids: z.array(z.uuid()).max(100).optional(),
  command_ids: z.array(z.uuid()).max(100).optional(),
  mission_ids: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  /** File ids from `POST incidents/attachments`. */
  attachment_ids: z.array(z.uuid()).max(INCIDENT_MAX_ATTACHMENTS).optional(),
};

/** `POST incidents`: a new incident is `open` unless it says otherwise. */
export const incidentCreateBody = z
  .object({ ...incidentFields, status: incidentStatus.default('open') })
  .strict();
export type IncidentCreateBody = z.infer<typeof incidentCreateBody>;

/**
 * `PUT incidents/{id}`: the fields to change, with the `version` the editor read (a newer one is a
 * 409 STALE_VERSION).
 */
export const incidentUpdateBody = z
  .object({
    ...incidentFields,
    title: incidentFields.title.optional(),
    description: incidentFields.description.optional(),
    category: incidentCategory.optional(),
    severity: incidentSeverity.optional(),
    occurred_at: isoInstant.optional(),
    status: incidentStatus.optional(),
    version: z.number().int().min(1),
  })
  .strict();
export type IncidentUpdateBody = z.infer<typeof incidentUpdateBody>;

export const incidentAttachment = z.object({
  file_id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** A signed link, valid until `expires_at`. */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  expires_at: timestamp,
});
export type IncidentAttachment = z.infer<typeof incidentAttachment>;

/** One sample of the vehicle's telemetry around the incident. */
export const incidentTelemetrySample = z.object({
  dt: timestamp,
  speed: z.number().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  door_status: z.string().nullable(),
  vehicle_mode: z.string().nullable(),
  robot_mode: z.string().nullable(),
  supervision_mode: z.string().nullable(),
});
export type IncidentTelemetrySample = z.infer<typeof incidentTelemetrySample>;

/** Copied when the incident names a vehicle, so it outlives telemetry retention. */
export const incidentTelemetrySnapshot = z.object({
  from: timestamp,
  to: timestamp,
  samples: z.array(incidentTelemetrySample),
});
export type IncidentTelemetrySnapshot = z.infer<typeof incidentTelemetrySnapshot>;

export const incidentTimelineEntry = z.object({
  at: timestamp,
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  /** created, updated, status, attachment-added, attachment-removed, snapshot. */
  action: z.string(),
  /** The fields changed (updated), `from → to` (status), or the files' names (attachments). */
  changes: z.array(z.string()),
});
export type IncidentTimelineEntry = z.infer<typeof incidentTimelineEntry>;

const linked = z.object({ id: z.string(), label: z.string(), at: timestamp.nullable() });

export const incident = z.object({
  Incident_ID: z.uuid(),
  Customer_ID: z.uuid(),
  /** A short reference people quote, e.g. INC-2026-0042. */
  reference: z.string(),
  title: z.string(),
  description: z.string(),
  category: incidentCategory,
  severity: incidentSeverity,
  status: incidentStatus,
  occurred_at: timestamp,
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  BS_ID: z.uuid().nullable(),
  bus_stop_name: z.string().nullable(),
  Vehicle_ID: z.uuid().nullable(),
  vehicle_name: z.string().nullable(),
  Service_ID: z.uuid().nullable(),
  Route_ID: z.uuid().nullable(),
  route_name: z.string().nullable(),
  Operator_ID: z.uuid().nullable(),
  operatorName: z.string().nullable(),
  people_involved: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      injured: z.boolean(),
      notes: z.string().nullable(),
    }),
  ),
  actions_taken: z.string().nullable(),
  root_cause: z.string().nullable(),
  follow_ups: z.array(
    z.object({ text: z.string(), done: z.boolean(), due: z.string().nullable() }),
  ),
  alarms: z.array(linked),
  commands: z.array(linked),
  missions: z.array(linked),
  attachments: z.array(incidentAttachment),
  telemetry_snapshot: incidentTelemetrySnapshot.nullable(),
  timeline: z.array(incidentTimelineEntry),
  created_at: timestamp,
  created_by: z.string().nullable(),
  updated_at: timestamp,
  closed_at: timestamp.nullable(),
  version: z.number().int(),
});
export type Incident = z.infer<typeof incident>;

export const INCIDENT_SORT = ['occurred_at', 'severity', 'status', 'title', 'updated_at'] as const;

/** `GET incidents` and `GET incidents/search/{query}`: newest first by default. */
export const incidentListQuery = listQuery(INCIDENT_SORT, 'occurred_at').extend({
  sort_order: sortOrder.default('desc'),
  status: incidentStatus.optional(),
  category: incidentCategory.optional(),
  severity: incidentSeverity.optional(),
  Vehicle_ID: z.uuid().optional(),
  Route_ID: z.uuid().optional(),
  /** Occurred at or after. */
  from: isoInstant.optional(),
  /** Occurred before. */
  to: isoInstant.optional(),
});
export type IncidentListQuery = z.infer<typeof incidentListQuery>;

/** The list leaves out the timeline, the snapshot and the links (the detail has them). */
export const incidentSummary = incident.omit({
  timeline: true,
  telemetry_snapshot: true,
  alarms: true,
  commands: true,
  missions: true,
});
export type IncidentSummary = z.infer<typeof incidentSummary>;

export const incidentList = listResponse(incidentSummary);
