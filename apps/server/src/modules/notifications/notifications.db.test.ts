import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type AlarmNotification,
  type NotificationChannel,
  type NotificationDelivery,
} from '@shuttle-ops/domain';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { isValidWebhookSignature } from './index.ts';

const CHANNELS = '/dev/v1/notification-channels';
const ALARMS = '/dev/v1/realtimealerts';
const SECRET = 'a-long-webhook-secret-3f9a';
// Retries a few milliseconds apart: the test waits for all of them.
const RETRY_DELAYS_MS = [10, 20, 40];
// A short log, to see the oldest attempts go.
const KEEP_PER_CHANNEL = 5;

let t: TestApp;
let smtp: SmtpReceiver;
let hooks: WebhookReceiver;
let admin: TestClient;
let operator: TestClient;
let campusAdmin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  hooks = await startWebhookReceiver({ '/flaky': [500, 500, 200], '/gone': [404] });
  t = await createTestApp(
    { SMTP_URL: smtp.url },
    {
      build: {
        notifications: {
          retryDelaysMs: RETRY_DELAYS_MS,
          timeoutMs: 2_000,
          keepPerChannel: KEEP_PER_CHANNEL,
        },
      },
    },
  );
  admin = await clientFor(t.app, 'admin');
  operator = await clientFor(t.app, 'operator');
  campusAdmin = await clientFor(t.app, 'customer-admin');
});
afterAll(async () => {
  await t?.close();
  await hooks?.close();
  await smtp?.close();
});

async function createChannel(client: TestClient, body: object): Promise<NotificationChannel> {
  const res = await client.post(CHANNELS, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NotificationChannel>();
}

async function raiseAlarm(client: TestClient, level: string, message: string) {
  const res = await client.post(ALARMS, { level, category: 'SAFETY', message });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.notifications.idle();
  return res.json<{ id: string }>();
}

async function deliveriesOf(client: TestClient, channelId: string) {
  const res = await client.get(`${CHANNELS}/${channelId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Items: NotificationDelivery[] }>().Items;
}

const webhook = (name: string, path: string, extra: object = {}) => ({
  name,
  kind: 'webhook',
  url: hooks.url(path),
  secret: SECRET,
  sources: ['MANUAL'],
  min_level: 'WARNING',
  ...extra,
});

/** A webhook body for a refusal (the receiver is never called). */
const refused = (extra: object) => ({
  name: 'Bad',
  kind: 'webhook',
  url: 'https://hooks.example.com/alarm',
  secret: SECRET,
  ...extra,
});

describe('an alarm raised by hand reaches the channels that want it', () => {
  it('by e-mail and by a signed webhook, and not the channels of other sources or levels', async () => {
    const mail = await createChannel(admin, {
      name: 'Control room',
      kind: 'email',
      emails: ['control@example.com', 'duty@example.com'],
      sources: ['MANUAL', 'DOOR_OPEN_MOVING'],
      min_level: 'WARNING',
    });
    const hook = await createChannel(admin, webhook('Pager', '/pager'));
    expect(hook.secret_hint).toBe('••••3f9a');
    expect(JSON.stringify(hook)).not.toContain(SECRET);
    const batteryOnly = await createChannel(
      admin,
      webhook('Battery', '/battery', { sources: ['LOW_BATTERY'] }),
    );
    const criticalOnly = await createChannel(
      admin,
      webhook('Critical', '/critical', { sources: null, min_level: 'CRITICAL' }),
    );

    const alarm = await raiseAlarm(admin, 'ERROR', 'Emergency brake pulled');

    const received = smtp.mails.filter((m) => m.to.includes('control@example.com'));
    expect(received).toHaveLength(1);
    expect(received[0]!.to.sort()).toEqual(['control@example.com', 'duty@example.com']);
    expect(received[0]!.headers.subject).toContain('Emergency brake pulled');
    expect(received[0]!.headers.subject).toContain('ERROR');

    const [request, ...more] = hooks.to('/pager');
    expect(more).toHaveLength(0);
    const timestamp = String(request!.headers[WEBHOOK_TIMESTAMP_HEADER]);
    const signature = String(request!.headers[WEBHOOK_SIGNATURE_HEADER]);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidWebhookSignature(SECRET, timestamp, request!.body, signature)).toBe(true);
    expect(
      isValidWebhookSignature('another-secret-of-16+', timestamp, request!.body, signature),
    ).toBe(false);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
    const notice = JSON.parse(request!.body) as AlarmNotification;
    expect(notice).toMatchObject({
      event: 'alarm.raised',
      alarm: {
        id: alarm.id,
        level: 'ERROR',
        category: 'SAFETY',
        message: 'Emergency brake pulled',
        source: 'MANUAL',
      },
      customer: { id: admin.customerId, name: 'Darwin' },
    });
    expect(Date.parse(notice.alarm.raised_at)).not.toBeNaN();

    expect(await deliveriesOf(admin, mail.id)).toMatchObject([
      { alarm_id: alarm.id, attempt: 1, ok: true, status_code: null, error: null },
    ]);
    expect(await deliveriesOf(admin, hook.id)).toMatchObject([
      { alarm_id: alarm.id, attempt: 1, ok: true, status_code: 200, will_retry: false },
    ]);
    expect(await deliveriesOf(admin, batteryOnly.id)).toEqual([]);
    expect(await deliveriesOf(admin, criticalOnly.id)).toEqual([]);
    expect(hooks.to('/battery')).toHaveLength(0);
    expect(hooks.to('/critical')).toHaveLength(0);
  });

  it('hears a rule’s alarm as the rules report it, once while it stays open', async () => {
    const doors = await createChannel(
      admin,
      webhook('Doors', '/doors', { sources: ['DOOR_OPEN_MOVING'] }),
    );
    const condition = {
      customerId: admin.customerId,
      vehicleId: null,
      key: 'rule:DOOR_OPEN_MOVING:customer',
      active: true,
      source: 'RULE' as const,
      rule: 'DOOR_OPEN_MOVING' as const,
      level: 'CRITICAL',
      category: 'DOORS',
      code: 'RULE-DOOR',
      message: 'Door open while moving',
      consequences: '',
      correctionProcedure: '',
      location: null,
      alertId: null,
    };
    // What the rules watcher hands the alarm service (its sink): the start, then a repeat.
    await t.app.alarms.report({ ...condition, at: new Date().toISOString() });
    await t.app.alarms.report({ ...condition, at: new Date().toISOString() });
    await t.app.alarms.idle();
    await t.app.notifications.idle();

    const requests = hooks.to('/doors');
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]!.body)).toMatchObject({
      event: 'alarm.raised',
      alarm: { source: 'RULE', rule: 'DOOR_OPEN_MOVING', level: 'CRITICAL', code: 'RULE-DOOR' },
    });
    expect(await deliveriesOf(admin, doors.id)).toHaveLength(1);
  });

  it('retries a webhook that answers 500 twice, and the log shows the three attempts', async () => {
    const flaky = await createChannel(admin, webhook('Flaky', '/flaky'));
    const alarm = await raiseAlarm(admin, 'CRITICAL', 'Door open while moving');
    expect(hooks.to('/flaky')).toHaveLength(3);
    const log = await deliveriesOf(admin, flaky.id);
    expect(log).toMatchObject([
      {
        alarm_id: alarm.id,
        attempt: 3,
        ok: true,
        status_code: 200,
        error: null,
        will_retry: false,
      },
      {
        alarm_id: alarm.id,
        attempt: 2,
        ok: false,
        status_code: 500,
        error: 'HTTP 500',
        will_retry: true,
      },
      {
        alarm_id: alarm.id,
        attempt: 1,
        ok: false,
        status_code: 500,
        error: 'HTTP 500',
        will_retry: true,
      },
    ]);
    const bodies = new Set(hooks.to('/flaky').map((r) => r.body));
    expect(bodies.size).toBe(1);
  });

  it('does not retry a 404, and retries an unreachable receiver until it gives up', async () => {
    const gone = await createChannel(admin, webhook('Gone', '/gone'));
    const closed = await startWebhookReceiver();
    const nowhere = closed.url('/nowhere');
    await closed.close();
    const unreachable = await createChannel(admin, { ...webhook('Nowhere', '/'), url: nowhere });

    await raiseAlarm(admin, 'WARNING', 'Battery low');

    expect(hooks.to('/gone')).toHaveLength(1);
    expect(await deliveriesOf(admin, gone.id)).toMatchObject([
      { attempt: 1, ok: false, status_code: 404, will_retry: false },
    ]);
    const log = await deliveriesOf(admin, unreachable.id);
    expect(log.map((d) => [d.attempt, d.will_retry])).toEqual([
      [4, false],
      [3, true],
      [2, true],
      [1, true],
    ]);
    for (const attempt of log) {
      expect(attempt).toMatchObject({ ok: false, status_code: null });
      expect(attempt.error).toMatch(/ECONNREFUSED/);
    }
  });

  it('sends a test to a channel on demand', async () => {
    const hook = await createChannel(
      admin,
      webhook('Tested', '/tested', { sources: ['LOW_BATTERY'] }),
    );
    const res = await admin.post(`${CHANNELS}/${hook.id}/test`);
    expect(res.statusCode, res.body).toBe(202);
    await t.app.notifications.idle();
    const [request] = hooks.to('/tested');
    expect(JSON.parse(request!.body)).toMatchObject({ event: 'alarm.test' });
    expect(await deliveriesOf(admin, hook.id)).toMatchObject([{ alarm_id: null, ok: true }]);
    expect((await operator.post(`${CHANNELS}/${hook.id}/test`)).statusCode).toBe(403);
  });
});

describe('the delivery log', () => {
  it('keeps the newest attempts of each channel only', async () => {
    const busy = await createChannel(admin, webhook('Busy', '/busy'));
    const quiet = await createChannel(admin, webhook('Quiet', '/quiet'));
    await admin.post(`${CHANNELS}/${quiet.id}/test`);
    for (let i = 0; i < KEEP_PER_CHANNEL + 3; i++) {
      expect((await admin.post(`${CHANNELS}/${busy.id}/test`)).statusCode).toBe(202);
      await t.app.notifications.idle();
    }
    expect(hooks.to('/busy')).toHaveLength(KEEP_PER_CHANNEL + 3);
    const log = await deliveriesOf(admin, busy.id);
    expect(log).toHaveLength(KEEP_PER_CHANNEL);
    const ids = log.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await deliveriesOf(admin, quiet.id)).toHaveLength(1);
  });
});

describe('keeping channels', () => {
  it('changes a channel and keeps a webhook’s secret unless a new one is given', async () => {
    const hook = await createChannel(admin, webhook('Kept', '/kept'));
    const { secret: _secret, ...withoutSecret } = webhook('Kept again', '/kept');
    const res = await admin.put(`${CHANNELS}/${hook.id}`, { ...withoutSecret, min_level: 'ERROR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Kept again',
      min_level: 'ERROR',
      secret_hint: '••••3f9a',
    });

    await admin.post(`${CHANNELS}/${hook.id}/test`);
    await t.app.notifications.idle();
    const [request] = hooks.to('/kept');
    expect(
      isValidWebhookSignature(
        SECRET,
        String(request!.headers[WEBHOOK_TIMESTAMP_HEADER]),
        request!.body,
        String(request!.headers[WEBHOOK_SIGNATURE_HEADER]),
      ),
    ).toBe(true);

    const deleted = await admin.delete(`${CHANNELS}/${hook.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`${CHANNELS}/${hook.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a URL that is not http', refused({ url: 'ftp://example.com/hook' }), 'body.url'],
    ['a webhook without a secret', refused({ secret: undefined }), 'body.secret'],
    ['a short secret', refused({ secret: 'short' }), 'body.secret'],
    [
      'a bad e-mail address',
      { name: 'Bad', kind: 'email', emails: ['not-an-address'] },
      'body.emails.0',
    ],
    [
      'an e-mail channel without addresses',
      { name: 'Bad', kind: 'email', emails: [] },
      'body.emails',
    ],
    ['an unknown rule', refused({ sources: ['SMOKE_ALARM'] }), 'body.sources.0'],
    ['an unknown level', refused({ min_level: 'LOUD' }), 'body.min_level'],
  ])('refuses %s with a 400 naming it, and saves nothing', async (_name, body, field) => {
    const before = (await admin.get(CHANNELS)).json<{ total: number }>().total;
    const res = await admin.post(CHANNELS, body);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toContain(field);
    expect((await admin.get(CHANNELS)).json<{ total: number }>().total).toBe(before);
  });

  it('refuses a change to an e-mail channel without addresses, and changes nothing', async () => {
    const mail = await createChannel(admin, {
      name: 'Desk',
      kind: 'email',
      emails: ['desk@example.com'],
    });
    const res = await admin.put(`${CHANNELS}/${mail.id}`, {
      name: 'Desk',
      kind: 'email',
      emails: [],
    });
    expect(res.statusCode).toBe(400);
    expect((await admin.get(`${CHANNELS}/${mail.id}`)).json()).toEqual(mail);
  });

  it('is refused to an operator', async () => {
    expect((await operator.get(CHANNELS)).statusCode).toBe(403);
    expect((await operator.post(CHANNELS, webhook('No', '/no'))).statusCode).toBe(403);
  });
});

describe('another customer', () => {
  it('neither sees nor changes the channels, nor is told of the alarms', async () => {
    const hook = await createChannel(admin, webhook('Darwin only', '/darwin'));
    const theirs = await createChannel(
      campusAdmin,
      webhook('Campus', '/campus', { sources: null }),
    );

    const list = (await campusAdmin.get(CHANNELS)).json<{ Items: NotificationChannel[] }>();
    expect(list.Items.map((c) => c.id)).toEqual([theirs.id]);
    expect((await campusAdmin.get(`${CHANNELS}/${hook.id}`)).statusCode).toBe(404);
    expect((await campusAdmin.get(`${CHANNELS}/${hook.id}/deliveries`)).statusCode).toBe(404);
    expect((await campusAdmin.post(`${CHANNELS}/${hook.id}/test`)).statusCode).toBe(404);
    const put = await campusAdmin.put(`${CHANNELS}/${hook.id}`, webhook('Taken', '/taken'));
    expect(put.statusCode).toBe(404);
    expect((await campusAdmin.delete(`${CHANNELS}/${hook.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${CHANNELS}/${hook.id}`)).json()).toEqual(hook);

    await raiseAlarm(admin, 'CRITICAL', 'Darwin’s alarm');
    expect(hooks.to('/campus')).toHaveLength(0);
    await raiseAlarm(campusAdmin, 'WARNING', 'Campus alarm');
    expect(hooks.to('/campus')).toHaveLength(1);
    expect(hooks.to('/darwin')).toHaveLength(1);
  });
});
