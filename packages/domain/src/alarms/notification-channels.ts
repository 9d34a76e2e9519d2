import { z } from 'zod';
import { customerIdParam, listQuery, listResponse, timestamp } from '../admin/list.ts';
import { ALERT_LEVELS } from '../fleet/alert-payload.ts';
import { ALARM_RULES } from './alarm-rules.ts';

/** How a channel reaches people: e-mail to its addresses, or a signed JSON POST to its URL. */
export const NOTIFICATION_CHANNEL_KINDS = ['email', 'webhook'] as const;
export type NotificationChannelKind = (typeof NOTIFICATION_CHANNEL_KINDS)[number];

/**
 * Which alarms a channel hears: those of a server rule, the vehicles' own alerts (`VEHICLE`),
 * those raised by hand (`MANUAL`). A channel without a list hears every alarm.
 */
export const NOTIFICATION_ALARM_SOURCES = [...ALARM_RULES, 'VEHICLE', 'MANUAL'] as const;
export type NotificationAlarmSource = (typeof NOTIFICATION_ALARM_SOURCES)[number];

export const NOTIFICATION_EMAILS_MAX = 20;
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 200;

/** The headers of a webhook delivery: the HMAC-SHA256 of `<timestamp>.<body>`, and that timestamp. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-shuttleops-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-shuttleops-timestamp';

/** A notification channel as administrators read it: the secret only as a hint. */
export const notificationChannel = z.object({
  id: z.uuid(),
  Customer_ID: z.uuid(),
  name: z.string(),
  kind: z.enum(NOTIFICATION_CHANNEL_KINDS),
  /** E-mail: the addresses, one message to all of them; webhook: empty. */
  emails: z.array(z.string()),
  /** Webhook: where the alarm is POSTed; e-mail: null. */
  url: z.string().nullable(),
  /** Webhook: the last characters of its secret (the secret is shown to no one after saving). */
  secret_hint: z.string().nullable(),
  /** The alarms it hears; null: all. */
  sources: z.array(z.enum(NOTIFICATION_ALARM_SOURCES)).nullable(),
  /** It hears alarms of this level and above. */
  min_level: z.enum(ALERT_LEVELS),
  enabled: z.boolean(),
  created_by: z.string(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type NotificationChannel = z.infer<typeof notificationChannel>;

const webhookUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http or https URL' })
  .max(2000);
const secret = z
  .string()
  .min(WEBHOOK_SECRET_MIN, `must be at least ${WEBHOOK_SECRET_MIN} characters`)
  .max(WEBHOOK_SECRET_MAX);

const channelFields = {
  Customer_ID: customerIdParam,
  name: z.string().trim().min(1).max(120),
  kind: z.enum(NOTIFICATION_CHANNEL_KINDS),
  emails: z
    .array(z.email({ message: 'is not an e-mail address' }).max(254))
    .max(NOTIFICATION_EMAILS_MAX)
    .optional(),
  url: webhookUrl.optional(),
  /** Webhook: required when it is created; on a change, left out to keep the one saved. */
  secret: secret.optional(),
  sources: z
    .array(z.enum(NOTIFICATION_ALARM_SOURCES))
    .min(1)
    .max(NOTIFICATION_ALARM_SOURCES.length)
    .nullable()
    .default(null),
  min_level: z.enum(ALERT_LEVELS).default('WARNING'),
  enabled: z.boolean().default(true),
};

type ChannelFields = {
  kind: NotificationChannelKind;
  emails?: string[] | undefined;
  url?: string | undefined;
  secret?: string | undefined;
};

/** What each kind needs, and what it must not carry. */
function kindRules(secretRequired: boolean) {
  return (value: ChannelFields, ctx: z.RefinementCtx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.kind === 'email') {
      if (!value.emails || value.emails.length === 0)
        issue('emails', 'Give at least one e-mail address');
      if (value.url !== undefined) issue('url', 'An e-mail channel has no URL');
      if (value.secret !== undefined) issue('secret', 'An e-mail channel has no secret');
    } else {
      if (value.url === undefined) issue('url', 'A webhook needs its URL');
      if (secretRequired && value.secret === undefined) issue('secret', 'A webhook needs a secret');
      if (value.emails !== undefined && value.emails.length > 0) {
        issue('emails', 'A webhook has no e-mail addresses');
      }
    }
  };
}

/** `POST notification-channels`. */
export const notificationChannelCreateBody = z
  .object(channelFields)
  .strict()
  .superRefine(kindRules(true));
export type NotificationChannelCreateBody = z.infer<typeof notificationChannelCreateBody>;

/** `PUT notification-channels/{id}`: the whole channel; a webhook's secret only to change it. */
export const notificationChannelUpdateBody = z
  .object(channelFields)
  .strict()
  .superRefine(kindRules(false));
export type NotificationChannelUpdateBody = z.infer<typeof notificationChannelUpdateBody>;

export const NOTIFICATION_CHANNEL_SORT = ['name', 'kind', 'min_level', 'create_dt'] as const;
export const notificationChannelListQuery = listQuery(NOTIFICATION_CHANNEL_SORT, 'name');
export type NotificationChannelListQuery = z.infer<typeof notificationChannelListQuery>;
export const notificationChannelList = listResponse(notificationChannel);

/** One attempt to deliver an alarm (or a test) to a channel. */
export const notificationDelivery = z.object({
  id: z.number().int(),
  channel_id: z.uuid(),
  /** Null for a test sent from the console. */
  alarm_id: z.uuid().nullable(),
  /** 1 for the first try, then each retry. */
  attempt: z.number().int().min(1),
  ok: z.boolean(),
  /** The webhook's HTTP status; null for e-mail and when no answer came. */
  status_code: z.number().int().nullable(),
  /** Why it failed (a network error, a timeout, the SMTP server's refusal). */
  error: z.string().nullable(),
  /** Whether another attempt follows. */
  will_retry: z.boolean(),
  at: timestamp,
});
export type NotificationDelivery = z.infer<typeof notificationDelivery>;

export const notificationDeliveryList = z.object({ Items: z.array(notificationDelivery) });
export type NotificationDeliveryList = z.infer<typeof notificationDeliveryList>;

/** `POST notification-channels/{id}/test`: the delivery runs in the background. */
export const notificationTestAnswer = z.object({ queued: z.literal(true) });

/** The JSON a webhook receives (and what an e-mail describes). */
export const alarmNotification = z.object({
  /** `alarm.raised`, or `alarm.test` for a test from the console. */
  event: z.enum(['alarm.raised', 'alarm.test']),
  alarm: z.object({
    id: z.string(),
    level: z.string(),
    category: z.string(),
    code: z.string(),
    source: z.string(),
    rule: z.string().nullable(),
    vehicle: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
    message: z.string(),
    raised_at: timestamp,
  }),
  customer: z.object({ id: z.string(), name: z.string() }),
});
export type AlarmNotification = z.infer<typeof alarmNotification>;
