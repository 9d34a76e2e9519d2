import {
  ALARM_RULES,
  notificationChannelCreateBody,
  notificationChannelUpdateBody,
} from '@shuttle-ops/domain';
import type {
  KnownAlertLevel,
  NotificationAlarmSource,
  NotificationChannel,
  NotificationChannelKind,
} from '@shuttle-ops/domain';
import { parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';
import type { NotificationChannelFields } from '../api/notification-channels.ts';
import { RULE_TITLES } from './alarm-settings-form.ts';

export interface NotificationChannelFormValues {
  name: string;
  kind: NotificationChannelKind;
  /** The addresses as typed: separated by commas, semicolons, spaces or lines. */
  emails: string;
  url: string;
  /** Empty on a change: the saved secret is kept. */
  secret: string;
  /** None chosen: every alarm. */
  sources: NotificationAlarmSource[];
  min_level: KnownAlertLevel;
  enabled: boolean;
}

export const NOTIFICATION_CHANNEL_LABELS = {
  name: 'Name',
  kind: 'Kind',
  emails: 'E-mail addresses',
  url: 'URL',
  secret: 'Secret',
  sources: 'Alarms',
  min_level: 'Minimum level',
  enabled: 'On',
} as const satisfies Record<keyof NotificationChannelFormValues, string>;

export const NOTIFICATION_CHANNEL_FIELDS = Object.keys(
  NOTIFICATION_CHANNEL_LABELS,
) as (keyof NotificationChannelFormValues)[];

export const KIND_LABELS: Readonly<Record<NotificationChannelKind, string>> = {
  email: 'E-mail',
  webhook: 'Webhook',
};

/** How each alarm source reads in the form and the list. */
export const SOURCE_LABELS: Readonly<Record<NotificationAlarmSource, string>> = {
  ...(Object.fromEntries(ALARM_RULES.map((rule) => [rule, RULE_TITLES[rule]])) as Record<
    (typeof ALARM_RULES)[number],
    string
  >),
  VEHICLE: 'Vehicle alerts',
  MANUAL: 'Raised by hand',
};

export function notificationChannelFormValues(
  row: NotificationChannel | null,
): NotificationChannelFormValues {
  if (row === null) {
    return {
      name: '',
      kind: 'email',
      emails: '',
      url: '',
      secret: '',
      sources: [],
      min_level: 'WARNING',
      enabled: true,
    };
  }
  return {
    name: row.name,
    kind: row.kind,
    emails: row.emails.join(', '),
    url: row.url ?? '',
    secret: '',
    sources: row.sources ?? [],
    min_level: row.min_level,
    enabled: row.enabled,
  };
}

const addresses = (text: string): string[] => text.split(/[\s,;]+/).filter((a) => a !== '');

/** The request body: only the fields of the chosen kind; a blank secret is left out. */
function body(values: NotificationChannelFormValues) {
  const email = values.kind === 'email';
  return {
    name: values.name,
    kind: values.kind,
    ...(email ? { emails: addresses(values.emails) } : {}),
    ...(!email && values.url.trim() !== '' ? { url: values.url.trim() } : {}),
    ...(!email && values.secret !== '' ? { secret: values.secret } : {}),
    sources: values.sources.length === 0 ? null : values.sources,
    min_level: values.min_level,
    enabled: values.enabled,
  };
}

const options = { labels: NOTIFICATION_CHANNEL_LABELS };

/** A new channel needs its webhook's secret; a change keeps the saved one unless given. */
export const validateNewChannel = schemaValidator(notificationChannelCreateBody, body, options);
export const validateChangedChannel = schemaValidator(notificationChannelUpdateBody, body, options);

export function notificationChannelFields(
  values: NotificationChannelFormValues,
): NotificationChannelFields {
  const { Customer_ID: _customer, ...fields } = parseWith(
    notificationChannelUpdateBody,
    body(values),
  );
  return fields;
}
