import { z } from 'zod';
import { ALERT_LEVELS, alertLocation } from '../fleet/alert-payload.ts';
import { customerIdParam, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, sortOrder } from '../admin/list.ts';
import { ALARM_MANAGEMENT } from './alarm-management.ts';
import { ALARM_STATES } from './alarm-states.ts';
import { ALARM_SOURCES } from './alarm.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const when = z.iso.datetime({ offset: true });

/** `POST realtimealerts`: a person raises an alarm by hand. */
export const createAlarmBody = z
  .object({
    Customer_ID: customerIdParam,
    Vehicle_ID: z.uuid().nullable().optional(),
    level: z.enum(ALERT_LEVELS),
    category: text(64).default('OTHER'),
    code: text(64).default('MANUAL'),
    message: text(256),
    consequences: z.string().trim().max(512).default(''),
    correctionProcedure: z.string().trim().max(512).default(''),
    location: alertLocation.nullable().optional(),
  })
  .strict();
export type CreateAlarmBody = z.infer<typeof createAlarmBody>;

const version = z.number().int().min(1).optional();
const comment = z.string().trim().min(1).max(ALARM_MANAGEMENT.commentMaxChars);

/**
 * `PUT realtimealerts/{id}`: one action. With `version`, the action applies only to the alarm
 * as the caller saw it (409 otherwise). `acknowledge`, `resolve`, `close` and `reopen` may carry
 * a comment; `shelve` needs a reason and a duration.
 */
export const alarmActionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('acknowledge'), version, comment: comment.optional() }).strict(),
  z.object({ action: z.literal('assign'), version, assignee_id: z.uuid() }).strict(),
  z.object({ action: z.literal('unassign'), version }).strict(),
  z.object({ action: z.literal('comment'), version, comment }).strict(),
  z.object({ action: z.literal('resolve'), version, comment: comment.optional() }).strict(),
  z.object({ action: z.literal('close'), version, comment: comment.optional() }).strict(),
  z.object({ action: z.literal('reopen'), version, comment: comment.optional() }).strict(),
  z
    .object({
      action: z.literal('shelve'),
      version,
      reason: text(ALARM_MANAGEMENT.reasonMaxChars),
      duration_s: z
        .number()
        .int()
        .min(ALARM_MANAGEMENT.shelveMinS)
        .max(ALARM_MANAGEMENT.shelveMaxS),
    })
    .strict(),
  z.object({ action: z.literal('unshelve'), version }).strict(),
]);
export type AlarmActionBody = z.infer<typeof alarmActionBody>;

/** `PUT realtimealerts` (no id): acknowledge many at once; answers each alarm's outcome. */
export const bulkAlarmActionBody = z
  .object({
    action: z.literal('acknowledge'),
    ids: z.array(z.uuid()).min(1).max(ALARM_MANAGEMENT.bulkMax),
  })
  .strict();
export type BulkAlarmActionBody = z.infer<typeof bulkAlarmActionBody>;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(50));

export const ALARM_SORTS = [
  'priority',
  'last_seen',
  'first_seen',
  'level',
  'state',
  'count',
] as const;

/**
 * `GET realtimealerts`: filters (comma-separated lists), text search over message, code,
 * category and vehicle name, sort (`priority` = unacknowledged first, then most severe, then
 * newest), paging. Shelved alarms are left out unless `shelved=include|only`; `stale=only` lists
 * the active alarms older than staleAfterS.
 */
export const alarmListQuery = z
  .object({
    Customer_ID: customerIdParam,
    state: csv(z.enum([...ALARM_STATES, 'ACTIVE'])).optional(),
    level: csv(z.enum(ALERT_LEVELS)).optional(),
    min_level: z.enum(ALERT_LEVELS).optional(),
    source: csv(z.enum(ALARM_SOURCES)).optional(),
    vehicle_id: csv(z.uuid()).optional(),
    assignee_id: z.uuid().optional(),
    from: when.optional(),
    to: when.optional(),
    query: z.string().trim().max(200).optional(),
    shelved: z.enum(['exclude', 'include', 'only']).default('exclude'),
    stale: z.enum(['include', 'only']).default('include'),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
    sort_attributes: z.enum(ALARM_SORTS).default('priority'),
    sort_order: sortOrder.default('desc'),
  })
  .strict()
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    path: ['to'],
    message: 'must not be before from',
  });
export type AlarmListQuery = z.infer<typeof alarmListQuery>;
