import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, errorOf } from '../../test/auth-client.ts';
import { startAnonymousBroker, startDynsecBroker, type TestBroker } from '../../test/mosquitto.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openControlChannel } from './control-channel.ts';

// Whether the server may start on a broker, and what it says when it may not: in one line.

const createBody = () => ({
  operation: 'CREATE',
  name: `Start shuttle ${randomUUID().slice(0, 8)}`,
  status_flag: 'active',
  maxOccupancy: 10,
});

/** Builds an app on the broker, listens, and answers what `listen` threw (or null). */
async function listenOn(overrides: Record<string, string>) {
  const t = await createTestApp({ MQTT_INGEST_CONNECTIONS: '1', ...overrides });
  const error = await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' }).then(
    () => null,
    (err: unknown) => err as Error,
  );
  return { t, error };
}

describe('a broker whose vehicle accounts this server cannot manage', () => {
  let plain: Awaited<ReturnType<typeof startAnonymousBroker>>;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    plain = await startAnonymousBroker();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await plain?.stop();
  });

  it('stops the start with one line that says why and what to do', async () => {
    const { t, error } = await listenOn({ MQTT_URL: plain.url });
    apps.push(t);
    expect(error?.name).toBe('ConfigError');
    expect(error?.message).toBe(
      `The MQTT broker at MQTT_URL (127.0.0.1:${plain.port}) does not let this server manage vehicle accounts (no answer on $CONTROL/dynamic-security/v1): enable Mosquitto's dynamic-security plugin and give MQTT_URL its admin account (docs/operations.md), or set MQTT_UNAUTHENTICATED_BROKER=accept to run without vehicle authentication.`,
    );
    expect(t.app.brokerAccounts.kind).toBe('not started');
  });

  it('runs with MQTT_UNAUTHENTICATED_BROKER=accept, leaving accounts to the broker', async () => {
    const { t, error } = await listenOn({
      MQTT_URL: plain.url,
      MQTT_UNAUTHENTICATED_BROKER: 'accept',
    });
    apps.push(t);
    expect(error).toBeNull();
    expect(t.app.brokerAccounts.kind).toBe('unmanaged');
    const admin = await clientFor(t.app, 'admin');
    expect((await admin.post('/dev/v1/vehicles', createBody())).statusCode).toBe(201);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { broker: { ok: true }, broker_accounts: { ok: true } },
    });
  });
});

describe('a Mosquitto with dynamic security', () => {
  let broker: TestBroker;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    broker = await startDynsecBroker();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await broker?.stop();
  });

  it('refuses to start with an account that may not manage it', async () => {
    // An account of that broker without the plugin's administrator role.
    const control = await openControlChannel({
      url: broker.adminUrl,
      clientId: 'test-setup',
      timeoutMs: 5000,
      logger: { info: () => undefined, warn: () => undefined },
    });
    await control.run([{ body: { command: 'createClient', username: 'plain', password: 'pw' } }]);
    await control.close();
    const { t, error } = await listenOn({
      MQTT_URL: `mqtt://plain:pw@${broker.host}:${broker.port}`,
    });
    apps.push(t);
    expect(error?.name).toBe('ConfigError');
    expect(error?.message).toMatch(
      /^The MQTT broker at MQTT_URL \(127\.0\.0\.1:\d+\) does not let this server manage vehicle accounts \(not authorised to read \$CONTROL\/dynamic-security\/v1\/response\): .*MQTT_UNAUTHENTICATED_BROKER=accept to run without vehicle authentication\.$/,
    );
    expect(error?.message).not.toContain('\n');
  });

  it('answers 503 before it has started, and manages the broker once started', async () => {
    const t = await createTestApp({
      MQTT_URL: broker.adminUrl,
      MQTT_INGEST_CONNECTIONS: '1',
      MQTT_UNAUTHENTICATED_BROKER: 'accept',
    });
    apps.push(t);
    const admin = await clientFor(t.app, 'admin');
    const early = await admin.post('/dev/v1/vehicles', createBody());
    expect(early.statusCode).toBe(503);
    expect(errorOf(early).code).toBe('BROKER_UNAVAILABLE');
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({
      checks: { broker_accounts: { ok: false, error: 'vehicle accounts are not managed yet' } },
    });
    // MQTT_UNAUTHENTICATED_BROKER=accept changes nothing where the broker can be managed.
    await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
    expect(t.app.brokerAccounts.kind).toBe('dynamic-security');
    expect((await admin.post('/dev/v1/vehicles', createBody())).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
