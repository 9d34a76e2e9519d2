import { z } from 'zod';
import { customerIdParam, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../admin/list.ts';
import { ALERT_LEVELS } from '../fleet/alert-payload.ts';
import { ALARM_STATES } from './alarm-states.ts';
import { MEASURE_DEFAULT_PERIOD_S, MEASURE_MAX_PERIOD_DAYS } from './alarm-measures.ts';

const when = z.iso.datetime({ offset: true });
const DAY_MS = 24 * 3600 * 1000;

/** Most vehicles one report may name; most rows one report keeps. */
export const ALARM_REPORT_MAX_VEHICLES = 200;
export const ALARM_REPORT_MAX_ROWS = 50_000;
/** The longest period one report may cover. */
export const ALARM_REPORT_MAX_PERIOD_DAYS = 366;

/** `GET realtimealerts/measures`: the period (default: the last 24 hours). */
export const alarmMeasuresQuery = z
  .object({
    Customer_ID: customerIdParam,
    from: when.optional(),
    to: when.optional(),
  })
  .strict();
export type AlarmMeasuresQuery = z.infer<typeof alarmMeasuresQuery>;

export type PeriodResult =
  { ok: true; from: Date; to: Date } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The period of a measures request: both ends given, or one given and the other defaulted (to
 * now, or from 24 h before `to`), or the last 24 hours. `to` must not be before `from` and the
 * period may not exceed MEASURE_MAX_PERIOD_DAYS; the error names the end the caller gave.
 */
export function measuresPeriod(query: { from?: string; to?: string }, now: Date): PeriodResult {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from
    ? new Date(query.from)
    : new Date(to.getTime() - MEASURE_DEFAULT_PERIOD_S * 1000);
  // The end to blame: the one the caller gave (`to` when both or none).
  const field = query.to || !query.from ? 'to' : 'from';
  if (to < from) return { ok: false, field, message: 'must not be before from' };
  if (to.getTime() - from.getTime() > MEASURE_MAX_PERIOD_DAYS * DAY_MS) {
    return {
      ok: false,
      field,
      message: `the period may be at most ${MEASURE_MAX_PERIOD_DAYS} days`,
    };
  }
  return { ok: true, from, to };
}

const bothTimes = (b: { from?: unknown; to?: unknown }) =>
  typeof b.from === 'string' &&
  typeof b.to === 'string' &&
  Number.isFinite(Date.parse(b.from)) &&
  Number.isFinite(Date.parse(b.to));

/** `POST alert-reports-processor`: a report of the alarms first seen within [from, to). */
export const alarmReportBody = z
  .object({
    Customer_ID: customerIdParam,
    from: when,
    to: when,
    /** Only these vehicles (the caller's customer's); all when absent. */
    vehicle_ids: z.array(z.uuid()).min(1).max(ALARM_REPORT_MAX_VEHICLES).optional(),
    /** Only these levels; all when absent. */
    levels: z.array(z.enum(ALERT_LEVELS)).min(1).max(ALERT_LEVELS.length).optional(),
  })
  .strict()
  // Each check holds when a time is malformed: that field's own error says so.
  .refine((b) => !bothTimes(b) || Date.parse(b.to) >= Date.parse(b.from), {
    path: ['to'],
    message: 'must not be before from',
  })
  .refine(
    (b) =>
      !bothTimes(b) ||
      Date.parse(b.to) - Date.parse(b.from) <= ALARM_REPORT_MAX_PERIOD_DAYS * DAY_MS,
    {
      path: ['to'],
      message: `the period may be at most ${ALARM_REPORT_MAX_PERIOD_DAYS} days`,
    },
  );
export type AlarmReportBody = z.infer<typeof alarmReportBody>;

/** `GET alert-reports-processor`: one report (`report_id`, JSON or CSV) or the list of them. */
export const alarmReportQuery = z
  .object({
    Customer_ID: customerIdParam,
    report_id: z.uuid().optional(),
    format: z.enum(['json', 'csv']).default('json'),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type AlarmReportQuery = z.infer<typeof alarmReportQuery>;

/** `DELETE alert-reports-processor`. */
export const alarmReportDeleteQuery = z
  .object({ Customer_ID: customerIdParam, report_id: z.uuid() })
  .strict();
export type AlarmReportDeleteQuery = z.infer<typeof alarmReportDeleteQuery>;

// ---- answers -------------------------------------------------------------------------------

export const ALARM_REPORT_STATES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type AlarmReportState = (typeof ALARM_REPORT_STATES)[number];

const nullableWhen = when.nullable();
const seconds = z.number().min(0).nullable();

/** One alarm of a report: its times, durations and who handled it. Times ISO 8601 UTC. */
export const alarmReportRow = z.object({
  id: z.uuid(),
  Vehicle_ID: z.uuid().nullable(),
  vehicle_name: z.string().nullable(),
  level: z.enum(ALERT_LEVELS),
  category: z.string(),
  code: z.string(),
  message: z.string(),
  state: z.enum(ALARM_STATES),
  count: z.number().int().min(1),
  first_seen: when,
  last_seen: when,
  acknowledged_at: nullableWhen,
  acknowledged_by: z.string().nullable(),
  time_to_ack_s: seconds,
  assignee: z.string().nullable(),
  resolved_at: nullableWhen,
  resolved_by: z.string().nullable(),
  auto_resolved: z.boolean(),
  time_to_resolve_s: seconds,
  closed_at: nullableWhen,
  chattering: z.boolean(),
  /** First seen until resolved (else closed); for an alarm still active, until the report ran. */
  duration_s: z.number().min(0),
});
export type AlarmReportRow = z.infer<typeof alarmReportRow>;

export const alarmReportParams = z.object({
  from: when,
  to: when,
  vehicle_ids: z.array(z.uuid()).nullable(),
  levels: z.array(z.enum(ALERT_LEVELS)).nullable(),
});
export type AlarmReportParams = z.infer<typeof alarmReportParams>;

/** A report without its rows (the list). */
export const alarmReportSummary = z.object({
  report_id: z.uuid(),
  state: z.enum(ALARM_REPORT_STATES),
  params: alarmReportParams,
  created_at: when,
  created_by: z.string(),
  finished_at: nullableWhen,
  /** The alarms that matched (known once DONE). */
  row_count: z.number().int().min(0).nullable(),
  /** More alarms matched than a report keeps (ALARM_REPORT_MAX_ROWS): the first are kept. */
  truncated: z.boolean(),
  error: z.string().nullable(),
});
export type AlarmReportSummary = z.infer<typeof alarmReportSummary>;

export const alarmReportSchema = alarmReportSummary.extend({
  /** Oldest first; at most ALARM_REPORT_MAX_ROWS; empty until DONE. */
  rows: z.array(alarmReportRow),
});
export type AlarmReport = z.infer<typeof alarmReportSchema>;

export const alarmReportList = z.object({
  Items: z.array(alarmReportSummary),
  Count: z.number().int(),
  total: z.number().int(),
});
export type AlarmReportList = z.infer<typeof alarmReportList>;

export const alarmReportStarted = z.object({
  report_id: z.uuid(),
  state: z.enum(ALARM_REPORT_STATES),
});
