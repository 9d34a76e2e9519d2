import { randomBytes, randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startDynsecBroker, type TestBroker } from '../../test/mosquitto.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { metricValue } from '../../test/vehicles.ts';

let broker: TestBroker;
beforeAll(async () => {
  broker = await startDynsecBroker();
});
afterAll(() => broker.stop());

/** A test app whose vehicles use `broker` (its ingest is not started: `/mqtt` needs none). */
async function serverWith(overrides: Record<string, string>) {
  const run = randomUUID().slice(0, 8);
  const t = await createTestApp({
    MQTT_URL: broker.adminUrl,
    MQTT_SHARE_GROUP: `shuttle-ops-test-${run}`,
    MQTT_CLIENT_ID: `shuttle-ops-test-${run}`,
    // The test broker is manageable; said anyway so that no broker check stands in the way.
    MQTT_UNAUTHENTICATED_BROKER: 'accept',
    ...overrides,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { t, url: `ws://127.0.0.1:${port}/mqtt` };
}

/** How a WebSocket at `url` ends when nothing is sent: its close code and reason. */
function closeOf(url: string, send?: Buffer): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'mqtt');
    socket.once('open', () => {
      if (send) socket.send(send, { binary: true });
    });
    socket.once('error', reject);
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
}

const proxied = async (t: TestApp) =>
  metricValue((await t.app.inject({ url: '/metrics' })).body, 'fleet_mqtt_ws_proxy_connections');

describe('/mqtt with an external broker and MQTT_WS_URL', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await serverWith({ MQTT_WS_URL: broker.wsUrl }));
  });
  afterAll(() => t.close());

  it("forwards an MQTT client to the broker's WebSocket listener, frames both ways", async () => {
    // The broker's administrator, through the proxy: a request to the broker's own control API
    // and its answer make one round trip, which makes a client for the next.
    const admin = await connectAsync(url, {
      username: broker.admin.username,
      password: broker.admin.password,
      reconnectPeriod: 0,
    });
    const name = `proxy-${randomUUID().slice(0, 8)}`;
    const password = randomBytes(12).toString('base64url');
    try {
      expect(await proxied(t)).toBe(1);
      await admin.subscribeAsync('$CONTROL/dynamic-security/v1/response');
      const answered = new Promise<string>((resolve) =>
        admin.once('message', (_topic, payload) => resolve(payload.toString())),
      );
      const topic = `${name}/#`;
      await admin.publishAsync(
        '$CONTROL/dynamic-security/v1',
        JSON.stringify({
          commands: [
            {
              command: 'createRole',
              rolename: name,
              acls: ['publishClientSend', 'publishClientReceive', 'subscribePattern'].map(
                (acltype) => ({ acltype, topic, allow: true }),
              ),
            },
            { command: 'createClient', username: name, password, roles: [{ rolename: name }] },
          ],
        }),
      );
      const answer = JSON.parse(await answered) as { responses: { error?: string }[] };
      expect(answer.responses).toHaveLength(2);
      expect(answer.responses.filter((r) => r.error)).toEqual([]);
    } finally {
      await admin.endAsync();
    }

    // The new client, through the proxy too: its own message comes back byte for byte.
    const client: MqttClient = await connectAsync(url, {
      username: name,
      password,
      clientId: name,
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    try {
      await client.subscribeAsync(`${name}/echo`, { qos: 1 });
      const payload = Buffer.from([0x00, 0xff, 0x80, 0x7f, ...randomBytes(2048)]);
      const received = new Promise<Buffer>((resolve) =>
        client.once('message', (_topic, message) => resolve(message)),
      );
      await client.publishAsync(`${name}/echo`, payload, { qos: 1 });
      expect((await received).equals(payload)).toBe(true);
    } finally {
      await client.endAsync();
    }
    // Both sides were closed together: the broker saw the client leave, the proxy counts none.
    await expect.poll(() => proxied(t)).toBe(0);
    await expect.poll(() => broker.log()).toMatch(new RegExp(`Client ${name} disconnected`));
    const total = (await t.app.inject({ url: '/metrics' })).body;
    expect(
      metricValue(total, 'fleet_mqtt_ws_proxy_connections_total', { outcome: 'forwarded' }),
    ).toBe(2);
  });

  it("keeps the broker's refusal of a wrong password", async () => {
    await expect(
      connectAsync(url, { username: 'nobody', password: 'wrong', reconnectPeriod: 0 }),
    ).rejects.toThrow(/Not authorized|Bad User Name or Password/);
  });

  it('ends both sides when a message is larger than a vehicle packet may be (64 kB)', async () => {
    const ended = await closeOf(url, Buffer.alloc(70 * 1024));
    expect(ended).toEqual({ code: 1009, reason: 'message too large' });
    await expect.poll(() => proxied(t)).toBe(0);
  });
});

describe('/mqtt with an external broker whose WebSocket listener does not answer', () => {
  it('closes the socket with 1011, naming MQTT_WS_URL', async () => {
    const { t, url } = await serverWith({ MQTT_WS_URL: 'ws://127.0.0.1:1' });
    try {
      expect(await closeOf(url)).toEqual({
        code: 1011,
        reason: 'the MQTT broker at MQTT_WS_URL cannot be reached',
      });
    } finally {
      await t.close();
    }
  });
});

describe('/mqtt with an external broker and no MQTT_WS_URL', () => {
  it('closes the socket at once with 1008, saying where vehicles connect', async () => {
    const { t, url } = await serverWith({});
    try {
      const ended = await closeOf(url);
      expect(ended.code).toBe(1008);
      expect(ended.reason).toBe(
        'MQTT over WebSocket is off: vehicles connect to the broker at MQTT_URL (MQTT_WS_URL would forward /mqtt)',
      );
    } finally {
      await t.close();
    }
  });
});
