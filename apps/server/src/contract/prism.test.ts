import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/test-app.ts';

/**
 * An independent check of the OpenAPI document: Stoplight Prism's validating proxy stands between
 * a client and the real server and checks each request and answer against the served document
 * (`--errors`: a violation turns the answer into a 500 and is listed in `sl-violations`).
 *
 * Not sent through Prism, because of Prism's own limits (docs/api/openapi-contract.md):
 * - multipart uploads (logo, icon, graphic): Prism does not forward multipart bodies intact;
 * - `/files/{key}`: keys contain `/`, which Prism does not match to a single path parameter;
 * - invalid requests: Prism answers them itself (422) without asking the server.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const prismBin = path.join(repoRoot, 'node_modules/.bin/prism');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startPrism(documentFile: string, upstream: string, port: number) {
  const child = spawn(
    prismBin,
    ['proxy', documentFile, upstream, '--errors', '--port', String(port), '--host', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Prism exited (${code}):\n${output}`)));
  });
  return { child, ready, output: () => output };
}

interface Answer {
  status: number;
  body: unknown;
  violations: string | null;
}

// `npm test` runs this file once (vitest project `contract`); `npm run contract:prism` alone.
describe('the OpenAPI document, checked by Prism’s validating proxy', () => {
  let t: TestApp;
  let prism: ChildProcess;
  let base: string;
  let token = '';
  let apiKey = '';
  const seen: Array<{ call: string; status: number; violations: string | null }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    apiKey = t.env.PUBLIC_API_KEY;
    const upstream = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const document = await (await fetch(`${upstream}/docs/json`)).text();
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), 'shuttle-ops-openapi-')),
      'openapi.json',
    );
    writeFileSync(file, document);
    const port = await freePort();
    const started = startPrism(file, upstream, port);
    prism = started.child;
    await started.ready;
    base = `http://127.0.0.1:${port}`;
  }, 240_000);

  afterAll(async () => {
    prism?.kill();
    await t?.close();
  });

  async function call(
    method: string,
    url: string,
    options: { body?: unknown; auth?: 'bearer' | 'apiKey' | 'none' } = {},
  ): Promise<Answer> {
    const auth = options.auth ?? 'bearer';
    const headers: Record<string, string> = {};
    if (auth === 'bearer') headers.authorization = `Bearer ${token}`;
    if (auth === 'apiKey') headers['x-api-key'] = apiKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await res.text();
    const answer: Answer = {
      status: res.status,
      body:
        text && res.headers.get('content-type')?.includes('json')
          ? (JSON.parse(text) as unknown)
          : text,
      violations: res.headers.get('sl-violations'),
    };
    seen.push({ call: `${method} ${url}`, status: answer.status, violations: answer.violations });
    return answer;
  }

  const firstOf = (answer: Answer, key: string): string => {
    const items = (answer.body as { Items?: Array<Record<string, string>> }).Items ?? [];
    const id = items[0]?.[key];
    if (!id) throw new Error(`no ${key} in ${JSON.stringify(answer.body).slice(0, 300)}`);
    return id;
  };

  it('finds no violation in a representative set of calls', async () => {
    expect((await call('GET', '/healthz', { auth: 'none' })).status).toBe(200);
    expect((await call('GET', '/.well-known/jwks.json', { auth: 'none' })).status).toBe(200);
    expect((await call('GET', '/config.json', { auth: 'none' })).status).toBe(200);

    const wrong = await call('POST', '/auth/signin', {
      auth: 'none',
      body: { username: 'admin', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    const signedIn = await call('POST', '/auth/signin', {
      auth: 'none',
      body: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    token = (signedIn.body as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult.AccessToken;
    expect((await call('GET', '/auth/user')).status).toBe(200);
    expect((await call('GET', '/dev/v1/customers', { auth: 'none' })).status).toBe(401);

    expect((await call('GET', '/dev/v1/site')).status).toBe(200);
    expect((await call('GET', '/dev/v1/staticcodes?category=MEASURE')).status).toBe(200);

    const customers = await call('GET', '/dev/v1/customers');
    expect(customers.status).toBe(200);
    const customerId = firstOf(customers, 'Customer_ID');
    expect((await call('GET', `/dev/v1/customers/${customerId}`)).status).toBe(200);
    const created = await call('POST', '/dev/v1/customers', {
      body: { name: `Contract ${Date.now()}`, contact_email: 'ops@contract.example' },
    });
    expect(created.status).toBe(201);
    expect(
      (await call('GET', '/dev/v1/customers/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);

    expect((await call('GET', '/dev/v1/user')).status).toBe(200);

    const stops = await call('GET', '/dev/v1/busstops');
    expect(stops.status).toBe(200);
    expect((await call('GET', `/dev/v1/busstops/${firstOf(stops, 'BS_ID')}`)).status).toBe(200);
    const stop = await call('POST', '/dev/v1/busstops', {
      body: { name: 'Contract stop', label: 'C1', lat: 51.5741, lon: -1.3102 },
    });
    expect(stop.status).toBe(201);

    const routes = await call('GET', '/dev/v1/routes');
    expect(routes.status).toBe(200);
    const routeId = firstOf(routes, 'Route_ID');
    expect((await call('GET', `/dev/v1/routes/${routeId}`)).status).toBe(200);
    expect((await call('GET', `/dev/v1/routes/${routeId}/busstops`)).status).toBe(200);

    const vehicles = await call('GET', '/dev/v1/vehicles');
    expect(vehicles.status).toBe(200);
    const vehicleId = firstOf(vehicles, 'Vehicle_ID');
    expect((await call('GET', `/dev/v1/vehicles/${vehicleId}`)).status).toBe(200);
    expect((await call('GET', '/dev/v1/vehicles/state')).status).toBe(200);

    expect((await call('GET', '/dev/v1/services')).status).toBe(200);
    expect((await call('GET', '/dev/v1/announcements')).status).toBe(200);
    const notice = await call('POST', '/dev/v1/announcements', {
      body: { text: 'Contract check', audience: 'both' },
    });
    expect(notice.status).toBe(201);
    expect((await call('GET', '/dev/v1/navyacontrolapi/commands')).status).toBe(200);

    for (const resource of [
      'site',
      'routes',
      'busstops',
      'services',
      'vehicles',
      'announcements',
    ]) {
      expect((await call('GET', `/public/v1/${resource}`, { auth: 'apiKey' })).status).toBe(200);
    }
    expect((await call('GET', '/public/v1/site', { auth: 'none' })).status).toBe(401);

    const violations = seen.filter((s) => s.violations !== null || s.status === 500);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  }, 120_000);
});
