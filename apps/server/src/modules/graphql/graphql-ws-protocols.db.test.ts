import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientFor } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import { telemetryEvent } from '../../test/fleet-events.ts';
import { eventually, graphqlWsUrl, type Closed } from '../../test/graphql-client.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});
let url: string;
let darwinId: string;
let accessToken: string;

beforeAll(async () => {
  url = await graphqlWsUrl(t.app);
  darwinId = await customerIdOf(t.database.db, 'Darwin');
  accessToken = (await clientFor(t.app, 'operator')).tokens.AccessToken;
});

const running = (count: number) =>
  eventually(() => t.app.graphqlSubscriptions.stats().subscribers === count);

const TELEMETRY = 'subscription { onVehicleTelemetryData { vehicle_id } }';

/** A raw WebSocket, to see the protocol's frames and close codes as they are. */
async function rawSocket(protocol: string) {
  const socket = new WebSocket(url, protocol);
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    closed,
    send: (message: object) => socket.send(JSON.stringify(message)),
    /** The next message of that type (earlier ones of other types are skipped). */
    async next(type: string): Promise<Record<string, unknown>> {
      for (;;) {
        const found = messages.findIndex((m) => m.type === type);
        if (found >= 0) return messages.splice(0, found + 1).at(-1)!;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

const initPayload = () => ({
  headers: { 'x-api-key': t.env.PUBLIC_API_KEY, 'x-token': accessToken },
});

describe('the WebSocket protocols', () => {
  it('speaks the legacy graphql-ws subprotocol: start, data, stop', async () => {
    const raw = await rawSocket('graphql-ws');
    expect(raw.socket.protocol).toBe('graphql-ws');
    raw.send({ type: 'connection_init', payload: initPayload() });
    await raw.next('connection_ack');
    raw.send({ id: '1', type: 'start', payload: { query: TELEMETRY, variables: {} } });
    await running(1);
    const vehicle = randomUUID();
    t.app.bus.publish(telemetryEvent(darwinId, vehicle, 5));
    const data = await raw.next('data');
    expect(data).toMatchObject({
      id: '1',
      payload: { data: { onVehicleTelemetryData: { vehicle_id: vehicle } } },
    });
    raw.send({ id: '1', type: 'stop' });
    await running(0);
    raw.send({ type: 'connection_terminate' });
    expect((await raw.closed).code).toBe(1000);
  });

  it('answers ping with pong, and closes on protocol errors with graphql-ws close codes', async () => {
    const ok = await rawSocket('graphql-transport-ws');
    ok.send({ type: 'connection_init', payload: initPayload() });
    await ok.next('connection_ack');
    ok.send({ type: 'ping' });
    await ok.next('pong');
    ok.send({ id: 'a', type: 'subscribe', payload: { query: TELEMETRY } });
    ok.send({ id: 'a', type: 'subscribe', payload: { query: TELEMETRY } });
    expect(await ok.closed).toEqual({ code: 4409, reason: 'Subscriber for a already exists' });

    const early = await rawSocket('graphql-transport-ws');
    early.send({ id: 'a', type: 'subscribe', payload: { query: TELEMETRY } });
    expect(await early.closed).toEqual({ code: 4401, reason: 'Unauthorized' });

    const garbled = await rawSocket('graphql-transport-ws');
    garbled.socket.send('{not json');
    expect(await garbled.closed).toEqual({ code: 4400, reason: 'Invalid message: not JSON' });

    const twice = await rawSocket('graphql-transport-ws');
    twice.send({ type: 'connection_init', payload: initPayload() });
    await twice.next('connection_ack');
    twice.send({ type: 'connection_init', payload: initPayload() });
    expect((await twice.closed).code).toBe(4429);

    const unknown = await rawSocket('mqtt');
    expect(await unknown.closed).toEqual({ code: 4406, reason: 'Subprotocol not acceptable' });
  });
});
