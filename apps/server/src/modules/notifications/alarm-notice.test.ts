import type { Alarm } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { alarmMail, alarmNotification } from './alarm-notice.ts';

const alarm = {
  id: '7f0c0000-0000-4000-8000-000000000001',
  Customer_ID: '6d77570a-112d-47a4-909d-922bd883dce6',
  Vehicle_ID: '375f8a16-6310-4766-99ac-176a750494e6',
  vehicle_name: 'Harwell Shuttle 1',
  source: 'VEHICLE',
  rule: null,
  level: 'CRITICAL',
  category: 'DOORS',
  code: 'DOOR-7',
  message: 'Door open\r\nBcc: someone@example.com',
  first_seen: '2026-07-01T13:05:09.000Z',
} as Alarm;

describe('the e-mail of an alarm', () => {
  it('names the level, message and vehicle on one subject line', () => {
    const notice = alarmNotification(alarm, { id: alarm.Customer_ID, name: 'Darwin' });
    const mail = alarmMail(['a@example.com', 'b@example.com'], notice);
    expect(mail.to).toBe('a@example.com, b@example.com');
    expect(mail.subject).toBe('[CRITICAL] Door open Bcc: someone@example.com (Harwell Shuttle 1)');
    expect(mail.body).toContain('Raised at: 2026-07-01T13:05:09.000Z (UTC)');
    expect(mail.body).toContain('Customer: Darwin');
  });
});
