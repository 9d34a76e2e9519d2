import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  IncidentCategory,
  IncidentFollowUp,
  IncidentReportParams,
  IncidentSeverity,
  IncidentStatus,
  IncidentSummary,
  IncidentTelemetrySnapshot,
  IncidentTimelineEntry,
} from '@shuttle-ops/domain';
import { createdAt, updatedAt } from '../../db/schema/columns.ts';
import { files } from '../../db/schema/platform.ts';
import { randomId } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// ---- incidents (issue 17) -----------------------------------------------------------------------

/** A person involved, as stored. */
export interface StoredIncidentPerson {
  name: string;
  role: string;
  injured: boolean;
  notes: string | null;
}

/** A linked alarm, command or mission as stored. */
export interface StoredIncidentLink {
  id: string;
  label: string;
  at: string | null;
}

/** An incident of a customer; deleted incidents stay (soft delete) for the audit trail. */
export const incidents = pgTable(
  'incidents',
  {
    id: randomId(),
    customerId: customerRef(),
    /** INC-<year>-<serial>, unique per customer. */
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').$type<IncidentCategory>().notNull(),
    severity: text('severity').$type<IncidentSeverity>().notNull(),
    status: text('status').$type<IncidentStatus>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    busStopId: uuid('bus_stop_id'),
    busStopName: text('bus_stop_name'),
    vehicleId: uuid('vehicle_id'),
    vehicleName: text('vehicle_name'),
    serviceId: uuid('service_id'),
    routeId: uuid('route_id'),
    routeName: text('route_name'),
    operatorId: uuid('operator_id'),
    operatorName: text('operator_name'),
    peopleInvolved: jsonb('people_involved').$type<StoredIncidentPerson[]>().notNull(),
    actionsTaken: text('actions_taken'),
    rootCause: text('root_cause'),
    followUps: jsonb('follow_ups').$type<Required<IncidentFollowUp>[]>().notNull(),
    /** Linked alarms, commands and missions with the label and time they had when linked. */
    alarms: jsonb('alarms').$type<StoredIncidentLink[]>().notNull(),
    commands: jsonb('commands').$type<StoredIncidentLink[]>().notNull(),
    missions: jsonb('missions').$type<StoredIncidentLink[]>().notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull(),
    /** The vehicle's telemetry around `occurred_at`, copied so it outlives retention. */
    telemetrySnapshot: jsonb('telemetry_snapshot').$type<IncidentTelemetrySnapshot>(),
    /** Set while the snapshot's window still reaches into the future: taken again once past. */
    snapshotPendingUntil: timestamp('snapshot_pending_until', { withTimezone: true }),
    timeline: jsonb('timeline').$type<IncidentTimelineEntry[]>().notNull(),
    createdBy: text('created_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('incidents_customer_reference_uq').on(t.customerId, t.reference),
    index('incidents_customer_occurred_idx').on(t.customerId, t.occurredAt),
  ],
);

/** The last reference number given per customer and year. */
export const incidentCounters = pgTable(
  'incident_counters',
  {
    customerId: customerRef(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.year] })],
);

/** A file uploaded for incidents: its name as uploaded (the bytes are the files module's). */
export const incidentAttachments = pgTable(
  'incident_attachments',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    customerId: customerRef(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('incident_attachments_customer_idx').on(t.customerId)],
);

/** An incident report: its parameters and the incidents as they were when it was made. */
export const incidentReports = pgTable(
  'incident_reports',
  {
    id: randomId(),
    customerId: customerRef(),
    title: text('title'),
    params: jsonb('params').$type<IncidentReportParams>().notNull(),
    rows: jsonb('rows').$type<IncidentSummary[]>().notNull(),
    rowCount: integer('row_count').notNull(),
    byCategory: jsonb('by_category').$type<Record<string, number>>().notNull(),
    bySeverity: jsonb('by_severity').$type<Record<string, number>>().notNull(),
    truncated: boolean('truncated').notNull(),
    createdBy: text('created_by').notNull(),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('incident_reports_customer_created_idx').on(t.customerId, t.createdAt)],
);
