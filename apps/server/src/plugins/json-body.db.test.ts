import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JSON_LIMITS, jsonShapeBreach } from '../lib/json-shape.ts';
import { errorOf } from '../test/auth-client.ts';
import { testAppWith } from '../test/test-kit.ts';

const { t } = testAppWith({}, { timeout: 120_000 });

const manyKeys = (n: number, extra: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { ...extra };
  for (let i = 0; i < n; i += 1) body[`k${i}`] = i;
  return body;
};
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
const graphql = (payload: unknown) =>
  post('/graphql', payload, { 'x-api-key': t.env.PUBLIC_API_KEY });
const measureNames = 'query Q($v: ID) { getMeasureNames(vehicle_id: $v) { measure_name } }';

describe('the structure of JSON text', () => {
  const limits = { maxDepth: 3, maxKeys: 2, maxItems: 3, maxValues: 8 };
  it.each([
    ['{"a":1,"b":2}', null],
    ['{"a":1,"b":2,"c":3}', 'maxKeys'],
    ['[1,2,3]', null],
    ['[1,2,3,4]', 'maxItems'],
    ['[[[1]]]', null],
    ['[[[[1]]]]', 'maxDepth'],
    ['[[1,2,3],[1,2,3],[1,2,3]]', 'maxValues'],
    // Commas and brackets inside strings are text, and escaped quotes do not end a string.
    ['{"a":"x,y,z,[[[[","b":"\\",,,"}', null],
    ['[]', null],
    ['not json, at all', null],
  ])('%s → %s', (text, breach) => {
    expect(jsonShapeBreach(text, limits)?.limit ?? null).toBe(breach);
  });

  it('lets a route’s path of 20,000 positions through the defaults', () => {
    const coordinates = Array.from({ length: 20_000 }, (_, i) => [-1.31 + i / 1e6, 51.57]);
    const text = JSON.stringify({ path: { type: 'LineString', coordinates } });
    expect(jsonShapeBreach(text, DEFAULT_JSON_LIMITS)).toBeNull();
  });
});

describe('bodies cost what they are worth', () => {
  it('refuses a sign-in body over 8 kB, or of many keys, with a 413 naming the limit', async () => {
    const big = await post('/auth/signin', manyKeys(60_000, { username: 'a', password: 'b' }));
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toBe(
      'The request body is larger than 8 kB, the limit of this call.',
    );
    const keys = await post('/auth/signin', manyKeys(100, { username: 'a', password: 'b' }));
    expect(keys.statusCode).toBe(413);
    expect(errorOf(keys).message).toBe(
      'The request body is too large: an object has more than 20 keys.',
    );
    const fine = await post('/auth/signin', { username: 'nobody', password: 'Wrong-password-1' });
    expect(fine.statusCode).toBe(401);
  });

  it('refuses GraphQL bodies over 64 kB, of many keys or long lists, and undeclared variables', async () => {
    const big = await graphql(manyKeys(60_000, { query: measureNames }));
    expect(big.statusCode).toBe(413);
    const keys = await graphql({ query: measureNames, variables: manyKeys(4_000) });
    expect(keys.statusCode).toBe(413);
    const list = await graphql({
      query: measureNames,
      variables: { v: Array.from({ length: 5_000 }, () => 'a') },
    });
    expect(list.statusCode).toBe(413);
    expect(errorOf(list).message).toMatch(/a list has more than 1000 items/);
    const unused = await graphql({ query: measureNames, variables: { v: null, extra: 1 } });
    expect(unused.statusCode).toBe(400);
    expect(unused.json()).toEqual({
      errors: [
        expect.objectContaining({
          message: 'Variable "$extra" is not declared by the operation.',
          extensions: { code: 'BAD_REQUEST' },
        }),
      ],
    });
    // Declared, but of the wrong type: refused before any resolver runs.
    const wrong = await graphql({ query: measureNames, variables: { v: { a: 1 } } });
    expect(wrong.statusCode).toBe(400);
  });

  it('keeps /healthz answering at once while four senders flood sign-in and GraphQL', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/body-flood.ts');
    const run = async (senders: number) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          script,
          `http://127.0.0.1:${port}`,
          t.env.PUBLIC_API_KEY,
          '4000',
          `${senders}`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await new Promise((resolve) => child.once('exit', resolve));
      return JSON.parse(out) as {
        latencies: number[];
        statuses: Record<string, number>;
        sent: number;
      };
    };
    const figures = (r: {
      latencies: number[];
      sent: number;
      statuses: Record<string, number>;
    }) => {
      const at = (q: number) => r.latencies[Math.ceil(q * r.latencies.length) - 1]!;
      return {
        probes: r.latencies.length,
        p50: at(0.5),
        p90: at(0.9),
        p99: at(0.99),
        max: at(1),
        floodRequests: r.sent,
        statuses: r.statuses,
      };
    };
    // The same probe with no flood: what this machine gives at rest, for comparison.
    const rest = figures(await run(0));
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const cpuBefore = process.cpuUsage();
    const [result, floodResult] = await Promise.all([run(0), run(4)]);
    const cpu = process.cpuUsage(cpuBefore);
    loop.disable();
    // The server's CPU time for each flood request (this process is the server; the senders and
    // the probe are processes of their own): what a request costs, whatever the machine's load.
    const cpuPerRequestMs = (cpu.user + cpu.system) / 1000 / floodResult.sent;
    const flood = {
      ...figures(result),
      floodRequests: floodResult.sent,
      statuses: floodResult.statuses,
    };
    console.log('/healthz at rest (ms):', JSON.stringify(rest));
    console.log('/healthz during the body flood (ms):', JSON.stringify(flood));
    console.log(
      "the server's event loop delay during the flood (ms):",
      JSON.stringify({
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
      }),
    );
    console.log(
      "the server's CPU time per flood request (ms):",
      cpuPerRequestMs.toFixed(2),
      `(${floodResult.sent} requests)`,
    );
    expect(Object.keys(floodResult.statuses).every((key) => / 4\d\d$/.test(key))).toBe(true);
    expect(floodResult.sent).toBeGreaterThan(10);
    // The aim is /healthz at p99 under 50 ms during the flood (printed above; bench/flood.bench.ts
    // measures it on a quiet core). Latency on a shared two-core machine follows the machine's
    // load (at a load average of 20 the probe waited 2 s for a core), so the test holds what the
    // load does not change: a refused body costs the server a few milliseconds of CPU, where
    // parsing it used to take over 100 ms and blocked every other request meanwhile.
    expect(cpuPerRequestMs).toBeLessThan(20);
  }, 60_000);
});
