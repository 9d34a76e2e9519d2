import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signIn } from '../test/auth-client.ts';
import { graphqlWsUrl } from '../test/graphql-client.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/test-app.ts';
import { defaultTotal, openFileLimit, totalLimit, WS_CLOSE_LIMIT } from './ws-admission.ts';

/** Prints the soft open-file limit of the node process running it (as openFileLimit reads it). */
const READ_LIMIT =
  "console.log(require('fs').readFileSync('/proc/self/limits','utf8').match(/Max open files +(\\d+)/)[1])";

interface Opened {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

/** A GraphQL WebSocket that has said connection_init (with the public key, and a token if given). */
function open(url: string, apiKey: string, token?: string): Promise<Opened> {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.once('open', () => {
      const headers: Record<string, string> = { 'x-api-key': apiKey };
      if (token) headers['x-token'] = token;
      socket.send(JSON.stringify({ type: 'connection_init', payload: { headers } }));
      resolve({ socket, closed });
    });
    socket.once('close', () => resolve({ socket, closed }));
  });
}

/** Resolves with the socket's close, or null when it is still open after `ms`. */
const closedWithin = (opened: Opened, ms: number) =>
  Promise.race([
    opened.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);

/**
 * Resolves with the socket's close when the server refuses it, or null once the server counts it
 * among its `admitted` open sockets: no wait that a busy machine could outlast.
 */
async function admittedOrClosed(t: TestApp, opened: Opened, admitted: number) {
  let closed: { code: number; reason: string } | null = null;
  void opened.closed.then((close) => (closed = close));
  await until(() => closed !== null || t.app.wsAdmission.open() >= admitted);
  return closed ?? (t.app.wsAdmission.open() >= admitted ? null : await opened.closed);
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const begun = performance.now();
  const result = await work();
  return [result, performance.now() - begun];
}

const metric = async (t: TestApp, name: string) => {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return text.split('\n').find((line) => line.startsWith(name)) ?? '';
};

describe('WebSocket admission', () => {
  let t: TestApp;
  let url: string;
  const sockets: Opened[] = [];
  beforeAll(async () => {
    t = await createTestApp({ WS_MAX_PER_ADDRESS: '12', WS_MAX_PER_USER: '3' });
    url = await graphqlWsUrl(t.app);
  }, 120_000);
  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await t.close();
  });

  it('refuses sockets with the public key past the per-address limit at once, and HTTP still answers at once', async () => {
    const base = url.replace('ws://', 'http://').replace('/graphql', '');
    // Node loads its fetch on first use: not the server's time.
    await fetch(`${base}/healthz`);
    let refusal: { code: number; reason: string } | null = null;
    for (let i = 0; i < 40 && !refusal; i += 1) {
      const opened = await open(url, t.env.PUBLIC_API_KEY);
      sockets.push(opened);
      refusal = await admittedOrClosed(t, opened, sockets.length);
    }
    expect(sockets.length).toBe(13);
    expect(refusal).toEqual({
      code: WS_CLOSE_LIMIT,
      reason: 'Too many connections from your address (at most 12); try again later',
    });
    expect(t.app.wsAdmission.open()).toBe(12);
    // The server is not out of anything: health and sign-in answer over real HTTP (their times
    // are printed; bench/flood.bench.ts measures them under load).
    const [health, healthMs] = await timed(() => fetch(`${base}/healthz`));
    expect(health.status).toBe(200);
    const [signin, signinMs] = await timed(() =>
      fetch(`${base}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'operator', password: DEMO_PASSWORD }),
      }),
    );
    expect(signin.status).toBe(200);
    console.log(
      `12 sockets open, the 13th refused; /healthz in ${healthMs.toFixed(1)} ms, sign-in in ${signinMs.toFixed(1)} ms`,
    );
    expect(await metric(t, 'websocket_refused_total{limit="address"}')).toMatch(/ 1$/);

    // Closing one makes room for one.
    const first = sockets.shift()!;
    first.socket.close();
    await first.closed;
    await until(() => t.app.wsAdmission.open() === 11);
    const again = await open(url, t.env.PUBLIC_API_KEY);
    sockets.push(again);
    expect(await admittedOrClosed(t, again, 12)).toBeNull();
  });

  it('refuses a signed-in user past the per-user limit', async () => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
    await until(() => t.app.wsAdmission.open() === 0);
    const token = (await signIn(t.app, 'operator')).AccessToken;
    const mine: Opened[] = [];
    for (let i = 0; i < 3; i += 1) mine.push(await open(url, t.env.PUBLIC_API_KEY, token));
    const fourth = await open(url, t.env.PUBLIC_API_KEY, token);
    sockets.push(...mine, fourth);
    expect(await closedWithin(fourth, 15_000)).toEqual({
      code: WS_CLOSE_LIMIT,
      reason: 'Too many connections for this user (at most 3); try again later',
    });
    for (const opened of mine) expect(await closedWithin(opened, 50)).toBeNull();
  });

  it('closes a socket whose message is over 1 MiB with 1009', async () => {
    const opened = await open(url, t.env.PUBLIC_API_KEY);
    opened.socket.send('x'.repeat(1024 * 1024 + 10));
    expect((await closedWithin(opened, 15_000))?.code).toBe(1009);
  });
});

describe('the total of WebSockets', () => {
  it('stays below the open-file limit with room for HTTP', () => {
    expect(defaultTotal(20_000)).toBe(15_000);
    expect(defaultTotal(1_024)).toBe(768);
    expect(defaultTotal(null)).toBe(10_000);
    expect(totalLimit(undefined, 20_000)).toEqual({ total: 15_000, lowered: false });
    expect(totalLimit(19_000, 20_000)).toEqual({ total: 19_000, lowered: false });
    expect(totalLimit(19_900, 20_000)).toEqual({ total: 19_744, lowered: true });
    expect(totalLimit(50_000, null)).toEqual({ total: 50_000, lowered: false });
  });

  it('is worked out from the open-file limit Node raised to the hard limit at start', () => {
    // A process started with a low soft limit (`ulimit -Sn 256`) still gets its hard limit.
    const hard = Number(execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim());
    const seen = execFileSync(
      'sh',
      ['-c', `ulimit -Sn 256 && exec "${process.execPath}" -e "${READ_LIMIT}"`],
      { encoding: 'utf8' },
    ).trim();
    expect(Number(seen)).toBe(hard);
    expect(openFileLimit()).toBe(hard);
  });

  it('refuses past WS_MAX_TOTAL whoever asks', async () => {
    const t = await createTestApp({ WS_MAX_TOTAL: '4' });
    try {
      const url = await graphqlWsUrl(t.app);
      const opened: Opened[] = [];
      for (let i = 0; i < 5; i += 1) opened.push(await open(url, t.env.PUBLIC_API_KEY));
      expect(await closedWithin(opened[4]!, 15_000)).toEqual({
        code: WS_CLOSE_LIMIT,
        reason: 'The server is at its connection limit; try again later',
      });
      expect(await metric(t, 'websocket_refused_total{limit="total"}')).toMatch(/ 1$/);
      for (const { socket } of opened) socket.terminate();
    } finally {
      await t.close();
    }
  }, 120_000);
});
