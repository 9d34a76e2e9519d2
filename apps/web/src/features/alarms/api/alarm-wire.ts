import { ALARM_STATES, ALERT_LEVELS, alarmSchema } from '@shuttle-ops/domain';
import { z } from 'zod';

/**
 * The answers of the alarm API that have no schema in `@shuttle-ops/domain` (the alarm itself
 * and its detail do: `alarmSchema`, `alarmDetailSchema`). Shaped after the issue-13 contract.
 */

const levelCounts = z.object(
  Object.fromEntries(ALERT_LEVELS.map((level) => [level, z.number().int().min(0)])) as Record<
    (typeof ALERT_LEVELS)[number],
    z.ZodNumber
  >,
);
const stateCounts = z.object(
  Object.fromEntries(ALARM_STATES.map((state) => [state, z.number().int().min(0)])) as Record<
    (typeof ALARM_STATES)[number],
    z.ZodNumber
  >,
);

/** `counts` of `GET realtimealerts`: over the same filters except state and level. */
export const alarmCounts = z.object({
  state: stateCounts,
  level: levelCounts,
  shelved: z.number().int().min(0),
  stale: z.number().int().min(0),
  /** Active, unshelved alarms per vehicle id. */
  by_vehicle: z.record(z.string(), z.number().int().min(0)),
});
export type AlarmCounts = z.infer<typeof alarmCounts>;

export const alarmList = z.object({
  Items: z.array(alarmSchema),
  Count: z.number().int().min(0),
  total: z.number().int().min(0),
  counts: alarmCounts,
});
export type AlarmList = z.infer<typeof alarmList>;

/** `PUT realtimealerts` (bulk): each alarm's outcome. */
export const bulkAlarmAnswer = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      alarm: alarmSchema.optional(),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});
export type BulkAlarmAnswer = z.infer<typeof bulkAlarmAnswer>;

/** `GET realtimealerts/assignees`: the customer's users who may process alerts. */
export const alarmAssignees = z.array(z.object({ user_id: z.string(), name: z.string() }));
export type AlarmAssignee = z.infer<typeof alarmAssignees>[number];

const seconds = z.number().min(0).nullable();

/** `GET realtimealerts/measures?from&to`. */
export const alarmMeasures = z.object({
  from: z.string(),
  to: z.string(),
  response: z.array(
    z.object({
      level: z.enum(ALERT_LEVELS),
      acknowledged: z.number().int().min(0),
      ack_median_s: seconds,
      ack_p90_s: seconds,
      resolved: z.number().int().min(0),
      resolve_median_s: seconds,
      resolve_p90_s: seconds,
    }),
  ),
  alarms_per_hour: z.number().min(0),
  flood: z.object({
    periods: z.number().int().min(0),
    flood_periods: z.number().int().min(0),
    share: z.number().min(0).max(1),
    current: z.object({
      active: z.boolean(),
      count: z.number().int().min(0),
      window_s: z.number().min(0),
      by_vehicle: z.array(
        z.object({
          Vehicle_ID: z.string().nullable(),
          vehicle_name: z.string().nullable(),
          count: z.number().int().min(0),
        }),
      ),
    }),
  }),
  bad_actors: z.array(
    z.object({
      condition_key: z.string(),
      code: z.string(),
      category: z.string(),
      message: z.string(),
      Vehicle_ID: z.string().nullable(),
      vehicle_name: z.string().nullable(),
      count: z.number().int().min(0),
    }),
  ),
  priority_mix: levelCounts,
  standing: z.number().int().min(0),
  stale: z.number().int().min(0),
  shelved: z.number().int().min(0),
});
export type AlarmMeasures = z.infer<typeof alarmMeasures>;

/** `POST alert-reports-processor` → 202, and the report as `GET ?report_id=` answers it. */
export const alertReportStarted = z.object({ report_id: z.string(), state: z.string() });
export const alertReport = z.object({
  report_id: z.string(),
  state: z.string(),
  created_at: z.string().optional(),
  row_count: z.number().int().min(0).nullable().optional(),
});
export type AlertReport = z.infer<typeof alertReport>;

/** Report states after which polling stops. */
export const REPORT_DONE = 'DONE';
export const REPORT_FAILED = 'FAILED';
