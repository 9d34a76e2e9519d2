import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../test/auth-client.ts';
import {
  disposeAll,
  eventually,
  graphqlWsUrl,
  subscribe,
  wsClient,
} from '../../test/graphql-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url: string;
const clients: Client[] = [];
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    WS_MAX_SUBSCRIPTIONS_PER_USER: '3',
    WS_MAX_SUBSCRIPTIONS_PER_ADDRESS: '4',
  });
  url = await graphqlWsUrl(t.app);
  for (const user of ['operator', 'admin']) {
    token[user] = (await clientFor(t.app, user)).tokens.AccessToken;
  }
}, 120_000);
afterEach(async () => {
  await disposeAll(clients);
  await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 0);
});
afterAll(() => t.close());

function connect(user?: string) {
  const headers: Record<string, string> = { 'x-api-key': t.env.PUBLIC_API_KEY };
  if (user) headers['x-token'] = token[user]!;
  const client = wsClient(url, headers);
  clients.push(client);
  return client;
}

const POSITIONS = 'subscription { onCreateBusLocation { cav_id lat lon } }';
const running = () => t.app.graphqlSubscriptions.stats().subscribers;
const refusedMetric = async (limit: string) => {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`graphql_subscriptions_refused_total{limit="${limit}"}`));
  return Number(line?.split(' ')[1] ?? 0);
};

describe('subscriptions per user and per address, across sockets', () => {
  it("refuses a signed-in user's subscription past the limit on any socket, and frees the place when one completes", async () => {
    const before = await refusedMetric('user');
    const [first, second] = [connect('operator'), connect('operator')];
    const held = [subscribe(first, POSITIONS), subscribe(first, POSITIONS)];
    held.push(subscribe(second, POSITIONS));
    await eventually(() => running() === 3);

    const refused = subscribe(second, POSITIONS);
    expect(await refused.error()).toEqual([
      {
        message: 'At most 3 subscriptions per user across connections; complete one first',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    // Refusing a subscription leaves the socket and the others running.
    expect(running()).toBe(3);
    expect(await refusedMetric('user')).toBe(before + 1);

    // Another user has places of their own.
    subscribe(connect('admin'), POSITIONS);
    await eventually(() => running() === 4);

    held[0]!.stop();
    await eventually(() => running() === 3);
    subscribe(connect('operator'), POSITIONS);
    await eventually(() => running() === 4);
  });

  it('counts sockets with the public key only by client address, and gives places back when a socket closes', async () => {
    const before = await refusedMetric('address');
    const sockets = [connect(), connect()];
    for (const socket of sockets) {
      subscribe(socket, POSITIONS);
      subscribe(socket, POSITIONS);
    }
    await eventually(() => running() === 4);
    const refused = subscribe(connect(), POSITIONS);
    expect(await refused.error()).toEqual([
      {
        message: 'At most 4 subscriptions from your address across connections',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    expect(await refusedMetric('address')).toBe(before + 1);

    await sockets[0]!.dispose();
    await eventually(() => running() === 2);
    subscribe(connect(), POSITIONS);
    await eventually(() => running() === 3);
  });
});
