import type { Alarm, AlarmNotification } from '@shuttle-ops/domain';
import type { Mail } from '../mail/index.ts';

/** What a channel is told of an alarm (the webhook's JSON). */
export function alarmNotification(
  alarm: Alarm,
  customer: { id: string; name: string },
  event: AlarmNotification['event'] = 'alarm.raised',
): AlarmNotification {
  return {
    event,
    alarm: {
      id: alarm.id,
      level: alarm.level,
      category: alarm.category,
      code: alarm.code,
      source: alarm.source,
      rule: alarm.rule,
      vehicle: { id: alarm.Vehicle_ID, name: alarm.vehicle_name },
      message: alarm.message,
      raised_at: alarm.first_seen,
    },
    customer,
  };
}

/** One line: a vehicle's text may carry line breaks, which have no place in a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The e-mail of an alarm: its level, message and vehicle in the subject, the details below. */
export function alarmMail(to: string[], notice: AlarmNotification): Mail {
  const { alarm, customer } = notice;
  const vehicle = alarm.vehicle.name ?? alarm.vehicle.id;
  const test = notice.event === 'alarm.test' ? 'Test: ' : '';
  return {
    to: to.join(', '),
    subject: oneLine(`${test}[${alarm.level}] ${alarm.message}${vehicle ? ` (${vehicle})` : ''}`),
    body: [
      notice.event === 'alarm.test'
        ? 'This is a test of a notification channel of Shuttle Ops.'
        : 'Shuttle Ops raised an alarm.',
      '',
      `Level: ${alarm.level}`,
      `Message: ${alarm.message}`,
      `Category: ${alarm.category} (${alarm.code})`,
      `Vehicle: ${vehicle ?? 'none'}`,
      `Raised at: ${alarm.raised_at} (UTC)`,
      `Customer: ${customer.name}`,
      `Alarm id: ${alarm.id}`,
    ].join('\n'),
  };
}

/** The notice of a test from the console: an alarm that was never raised. */
export function testNotification(
  customer: { id: string; name: string },
  at: Date,
): AlarmNotification {
  return {
    event: 'alarm.test',
    alarm: {
      id: '00000000-0000-0000-0000-000000000000',
      level: 'INFO',
      category: 'TEST',
      code: 'TEST',
      source: 'MANUAL',
      rule: null,
      vehicle: { id: null, name: null },
      message: 'Test notification from Shuttle Ops',
      raised_at: at.toISOString(),
    },
    customer,
  };
}
