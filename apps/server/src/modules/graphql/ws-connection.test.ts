import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { Closed } from '../../test/graphql-client.ts';
import type { FrameSink } from './fanout-hub.ts';
import { PUBLIC_CALLER } from './graphql-auth.ts';
import {
  GraphqlConnection,
  type ConnectionHandlers,
  type ConnectionLimits,
} from './ws-connection.ts';
import { GRAPHQL_TRANSPORT_WS } from './ws-protocol.ts';

/**
 * The connection on a real WebSocket pair, with small limits and a stand-in for the hub: what a
 * slow socket gets, and the timers of the handshake and keep-alive.
 */
const LIMITS: ConnectionLimits = {
  initTimeoutMs: 300,
  highWaterBytes: 64 * 1024,
  slowGraceMs: 200,
  maxSubscriptions: 2,
};

interface Served {
  connection: GraphqlConnection;
  socket: WebSocket;
  subscribers: { sink: FrameSink; prefix: Buffer }[];
  events: { dropped: number; slowClosed: number; stopped: number; refused: number };
  expiresAt: number | null;
}

let server: WebSocketServer;
let url: string;
const served: Served[] = [];
let expiresAt: number | null = null;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket) => {
    const entry: Served = {
      socket,
      subscribers: [],
      events: { dropped: 0, slowClosed: 0, stopped: 0, refused: 0 },
      expiresAt,
      connection: undefined as unknown as GraphqlConnection,
    };
    const handlers: ConnectionHandlers = {
      init: () => Promise.resolve({ ok: true, caller: PUBLIC_CALLER, expiresAt: entry.expiresAt }),
      start: (_caller, _payload, subscriber) => {
        entry.subscribers.push(subscriber);
        return Promise.resolve({ ok: true, stop: () => (entry.events.stopped += 1) });
      },
      dropped: () => (entry.events.dropped += 1),
      slowClosed: () => (entry.events.slowClosed += 1),
      refused: () => (entry.events.refused += 1),
      closed: () => undefined,
      log: { warn: () => undefined },
    };
    entry.connection = new GraphqlConnection(socket, GRAPHQL_TRANSPORT_WS, handlers, LIMITS);
    served.push(entry);
  });
});
afterAll(async () => {
  for (const { socket } of served) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A client that has done the handshake and started one subscription. */
async function subscribed() {
  const client = new WebSocket(url, GRAPHQL_TRANSPORT_WS);
  const closed = new Promise<Closed>((resolve) =>
    client.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const received: string[] = [];
  client.on('message', (data: Buffer) => received.push(data.toString()));
  await new Promise((resolve) => client.once('open', resolve));
  const entry = served.at(-1)!;
  client.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await until(() => received.includes('{"type":"connection_ack"}'));
  client.send(JSON.stringify({ id: 's1', type: 'subscribe', payload: { query: '{}' } }));
  await until(() => entry.subscribers.length === 1);
  return { client, closed, received, entry, subscriber: entry.subscribers[0]! };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const payload = Buffer.from(JSON.stringify({ data: { blob: 'x'.repeat(16 * 1024) } }));

describe('a subscriber socket', () => {
  it('sends a frame as the subscription’s id, the shared payload and a closing brace', async () => {
    const { client, received, subscriber } = await subscribed();
    expect(subscriber.sink.deliver(subscriber.prefix, Buffer.from('{"data":{"a":1}}'))).toBe(true);
    await until(() => received.length === 2);
    expect(JSON.parse(received[1]!)).toEqual({
      id: 's1',
      type: 'next',
      payload: { data: { a: 1 } },
    });
    client.close();
  });

  it('writes the frames of one turn together, before any frame sent after them', async () => {
    const { client, received, subscriber, entry } = await subscribed();
    subscriber.sink.deliver(subscriber.prefix, Buffer.from('{"data":{"n":1}}'));
    subscriber.sink.deliver(subscriber.prefix, Buffer.from('{"data":{"n":2}}'));
    // A frame sent at once (the keep-alive ping) goes after the ones already delivered.
    entry.connection.tick(Date.now());
    await until(() => received.length === 4);
    expect(received.slice(1).map((frame) => (JSON.parse(frame) as { type: string }).type)).toEqual([
      'next',
      'next',
      'ping',
    ]);
    client.close();
  });

  it('drops frames for a socket that does not read, keeps its buffer bounded, then closes it with 1013', async () => {
    const slow = await subscribed();
    const healthy = await subscribed();
    slow.client.pause();
    let sentToSlow = 0;
    let sentToHealthy = 0;
    let worstBuffered = 0;
    const started = Date.now();
    while (slow.entry.events.slowClosed === 0 && Date.now() - started < 20_000) {
      for (let i = 0; i < 20; i++) {
        if (slow.subscriber.sink.deliver(slow.subscriber.prefix, payload)) sentToSlow += 1;
        worstBuffered = Math.max(worstBuffered, slow.entry.socket.bufferedAmount);
      }
      if (healthy.subscriber.sink.deliver(healthy.subscriber.prefix, payload)) sentToHealthy += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(slow.entry.events.slowClosed).toBe(1);
    expect(slow.entry.events.dropped).toBeGreaterThan(0);
    // Never more than the limit plus the frame that crossed it.
    expect(worstBuffered).toBeLessThanOrEqual(LIMITS.highWaterBytes + payload.length + 64);
    expect(slow.entry.events.stopped).toBe(1);
    slow.client.resume();
    const closed = await slow.closed;
    expect(closed.code).toBe(1013);
    expect(closed.reason).toMatch(/^Slow consumer: \d+ events dropped$/);
    expect(slow.received.length - 1).toBe(sentToSlow);
    // The other socket got every frame meanwhile.
    await until(() => healthy.received.length - 1 === sentToHealthy);
    expect(healthy.entry.events.dropped).toBe(0);
    healthy.client.close();
  }, 30_000);

  it('closes with 4408 when connection_init does not come in time', async () => {
    const client = new WebSocket(url, GRAPHQL_TRANSPORT_WS);
    const closed = new Promise<Closed>((resolve) =>
      client.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    expect(await closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });

  it('refuses subscriptions past the limit per connection with an error for that id', async () => {
    const { client, received, entry } = await subscribed();
    client.send(JSON.stringify({ id: 's2', type: 'subscribe', payload: { query: '{}' } }));
    client.send(JSON.stringify({ id: 's3', type: 'subscribe', payload: { query: '{}' } }));
    await until(() => received.some((m) => m.includes('"s3"')));
    expect(entry.subscribers).toHaveLength(2);
    expect(JSON.parse(received.find((m) => m.includes('"s3"'))!)).toMatchObject({
      id: 's3',
      type: 'error',
      payload: [{ message: 'At most 2 subscriptions per connection' }],
    });
    expect(entry.events.refused).toBe(1);
    client.close();
  });

  it('pings on every keep-alive tick, drops a peer that stays silent, and ends an expired token', async () => {
    const { client, received, entry } = await subscribed();
    entry.connection.tick(Date.now());
    await until(() => received.includes('{"type":"ping"}'));

    const silent = await subscribed();
    // A peer whose socket is stopped answers no ping: two ticks and it is gone.
    silent.client.pause();
    silent.entry.connection.tick(Date.now());
    silent.entry.connection.tick(Date.now());
    expect(silent.entry.events.stopped).toBe(1);
    await until(() => silent.entry.socket.readyState === WebSocket.CLOSED);
    client.close();

    expiresAt = Date.now() + 60_000;
    const expiring = await subscribed();
    expiresAt = null;
    const answered = new Promise((resolve) => expiring.entry.socket.once('pong', resolve));
    expiring.entry.connection.tick(Date.now());
    await answered;
    expect(expiring.entry.events.stopped).toBe(0);
    expiring.entry.connection.tick(Date.now() + 61_000);
    expect(await expiring.closed).toEqual({
      code: 4403,
      reason: 'Forbidden: the x-token has expired',
    });
  });
});
