import { z } from 'zod';
import { customerIdParam, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, timestamp } from '../admin/list.ts';
import { incidentCategory, incidentSeverity, incidentStatus, incidentSummary } from './incident.ts';

const when = z.iso.datetime({ offset: true });
const DAY_MS = 24 * 3600 * 1000;

/** The longest period one incident report may cover, and the most incidents it keeps. */
export const INCIDENT_REPORT_MAX_PERIOD_DAYS = 366;
export const INCIDENT_REPORT_MAX_ROWS = 10_000;

/** `POST incidents/reports`: a report of the incidents that occurred within [from, to). */
export const incidentReportBody = z
  .object({
    Customer_ID: customerIdParam,
    from: when,
    to: when,
    Vehicle_ID: z.uuid().optional(),
    category: incidentCategory.optional(),
    severity: incidentSeverity.optional(),
    status: incidentStatus.optional(),
    /** A title people recognise the report by. */
    title: z.string().trim().max(200).optional(),
  })
  .strict()
  .refine((b) => !(Date.parse(b.to) < Date.parse(b.from)), {
    path: ['to'],
    message: 'must not be before from',
  })
  .refine(
    (b) => !(Date.parse(b.to) - Date.parse(b.from) > INCIDENT_REPORT_MAX_PERIOD_DAYS * DAY_MS),
    {
      path: ['to'],
      message: `the period may be at most ${INCIDENT_REPORT_MAX_PERIOD_DAYS} days`,
    },
  );
export type IncidentReportBody = z.infer<typeof incidentReportBody>;

/** `GET incidents/reports`: one report (`report_id`, JSON or CSV) or the list of them. */
export const incidentReportQuery = z
  .object({
    Customer_ID: customerIdParam,
    report_id: z.uuid().optional(),
    format: z.enum(['json', 'csv']).default('json'),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type IncidentReportQuery = z.infer<typeof incidentReportQuery>;

/**
 * `DELETE incidents/reports` (spec §7): body `user_id` (the caller) and `service_name=report`, and
 * the `report_id` to delete.
 */
export const incidentReportDeleteBody = z
  .object({
    Customer_ID: customerIdParam,
    user_id: z.string().trim().min(1).max(200),
    service_name: z.literal('report'),
    report_id: z.uuid(),
  })
  .strict();
export type IncidentReportDeleteBody = z.infer<typeof incidentReportDeleteBody>;

export const incidentReportParams = z.object({
  from: timestamp,
  to: timestamp,
  Vehicle_ID: z.uuid().nullable(),
  category: incidentCategory.nullable(),
  severity: incidentSeverity.nullable(),
  status: incidentStatus.nullable(),
});
export type IncidentReportParams = z.infer<typeof incidentReportParams>;

export const incidentReportSummary = z.object({
  report_id: z.uuid(),
  title: z.string().nullable(),
  params: incidentReportParams,
  created_at: timestamp,
  created_by: z.string(),
  /** How many incidents it lists, and how many of each category and severity. */
  row_count: z.number().int(),
  by_category: z.record(z.string(), z.number().int()),
  by_severity: z.record(z.string(), z.number().int()),
  truncated: z.boolean(),
});
export type IncidentReportSummary = z.infer<typeof incidentReportSummary>;

/** A report with its incidents, oldest first, as they were when it was made. */
export const incidentReport = incidentReportSummary.extend({ rows: z.array(incidentSummary) });
export type IncidentReport = z.infer<typeof incidentReport>;

export const incidentReportList = z.object({
  Items: z.array(incidentReportSummary),
  Count: z.number().int(),
  total: z.number().int(),
});
export type IncidentReportList = z.infer<typeof incidentReportList>;
