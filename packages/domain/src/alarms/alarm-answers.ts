import { z } from 'zod';
import { listResponse } from '../admin/list.ts';
import { ALERT_LEVELS } from '../fleet/alert-payload.ts';
import { ALARM_STATES } from './alarm-states.ts';
import { alarmPerson, alarmSchema } from './alarm.ts';

const countsOf = <const T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, z.number().int().min(0)])) as Record<
      T[number],
      z.ZodNumber
    >,
  );

/**
 * `counts` of `GET realtimealerts`: per state and level over the same filters but state and
 * level; shelved and stale among the matches; active, unshelved alarms per vehicle id.
 */
export const alarmCountsSchema = z.object({
  state: countsOf(ALARM_STATES),
  level: countsOf(ALERT_LEVELS),
  shelved: z.number().int().min(0),
  stale: z.number().int().min(0),
  by_vehicle: z.record(z.string(), z.number().int().min(0)),
});
export type AlarmCounts = z.infer<typeof alarmCountsSchema>;

/** `GET realtimealerts`. */
export const alarmListSchema = listResponse(alarmSchema).extend({ counts: alarmCountsSchema });
export type AlarmList = z.infer<typeof alarmListSchema>;

/** `PUT realtimealerts` (bulk): each alarm's outcome. */
export const bulkAlarmAnswerSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      ok: z.boolean(),
      alarm: alarmSchema.optional(),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});
export type BulkAlarmAnswer = z.infer<typeof bulkAlarmAnswerSchema>;

/** `GET realtimealerts/assignees`: the customer's users who may process alerts. */
export const alarmAssigneesSchema = z.array(alarmPerson);
export type AlarmAssignee = z.infer<typeof alarmPerson>;
