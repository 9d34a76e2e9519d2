import type {
  KnownAlertLevel,
  NotificationAlarmSource,
  NotificationChannel,
  NotificationChannelKind,
  NotificationDelivery,
} from '@shuttle-ops/domain';
import type { ChannelRow, DeliveryRow } from './notifications.repository.ts';

const HINT_LENGTH = 4;

/** The end of a secret, enough to tell two apart: `••••3f9a`. */
export const secretHint = (secret: string): string => `••••${secret.slice(-HINT_LENGTH)}`;

/** A channel as the wire carries it: never its secret. */
export function presentChannel(row: ChannelRow): NotificationChannel {
  return {
    id: row.id,
    Customer_ID: row.customerId,
    name: row.name,
    kind: row.kind as NotificationChannelKind,
    emails: row.emails,
    url: row.url,
    secret_hint: row.secret === null ? null : secretHint(row.secret),
    sources: row.sources as NotificationAlarmSource[] | null,
    min_level: row.minLevel as KnownAlertLevel,
    enabled: row.enabled,
    created_by: row.createdBy,
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow): NotificationDelivery {
  return {
    id: row.id,
    channel_id: row.channelId,
    alarm_id: row.alarmId,
    attempt: row.attempt,
    ok: row.ok,
    status_code: row.statusCode,
    error: row.error,
    will_retry: row.willRetry,
    at: row.at.toISOString(),
  };
}
