import { describe, expect, it } from 'vitest';
import { bearer, signIn } from './test/auth-client.ts';
import { testAppWith } from './test/test-kit.ts';

const { t } = testAppWith({});

describe('operational endpoints', () => {
  it('answers /healthz, and /readyz once the broker listens', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const before = await t.app.inject({ url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'unavailable',
      checks: {
        database: { ok: true },
        broker: { ok: false, error: 'the MQTT broker is not listening' },
      },
    });
    await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, broker: { ok: true } },
    });
  });

  it('exposes Prometheus metrics that count answers', async () => {
    await t.app.inject({ url: '/healthz' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('serves OpenAPI generated from the request schemas', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, unknown> } }>;
            };
          }
        >
      >;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    const signin = doc.paths['/auth/signin']?.post;
    expect(signin?.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'username',
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/refresh', '/auth/totp/setup', '/dev/v1/audit', '/healthz']),
    );
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('lists every administration endpoint in OpenAPI, uploads as multipart', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const v1 = (path: string) => `/dev/v1/${path}`;
    const expected = [
      ...['GET', 'POST'].map((m) => `${m} ${v1('customers')}`),
      ...['GET', 'PUT', 'DELETE'].map((m) => `${m} ${v1('customers/{id}')}`),
      `GET ${v1('customers/search/{query}')}`,
      `POST ${v1('customers/anonymize')}`,
      `GET ${v1('customers/{id}/logo-location')}`,
      ...['POST', 'DELETE'].map((m) => `${m} ${v1('customers/{id}/logo')}`),
      ...['GET', 'POST', 'PUT', 'DELETE'].map((m) => `${m} ${v1('user')}`),
      `GET ${v1('user/search')}`,
      `GET ${v1('user/pool_groups')}`,
      `GET ${v1('user/{id}')}`,
      ...['POST', 'DELETE'].map((m) => `${m} ${v1('user/{id}/graphic')}`),
      ...['GET', 'POST', 'PUT', 'DELETE'].map((m) => `${m} ${v1('vehicles')}`),
      `GET ${v1('vehicles/find')}`,
      `GET ${v1('vehicles/{id}')}`,
      `POST ${v1('vehicles/anonymize')}`,
      `POST ${v1('vehicles/{id}/mqtt-credentials')}`,
      ...['POST', 'DELETE'].map((m) => `${m} ${v1('vehicles/{id}/icon')}`),
      ...['GET', 'POST'].map((m) => `${m} ${v1('routes')}`),
      ...['GET', 'PUT', 'DELETE'].map((m) => `${m} ${v1('routes/{id}')}`),
      `GET ${v1('routes/{id}/busstops')}`,
      `GET ${v1('routes/search/{query}')}`,
      ...['POST', 'DELETE'].map((m) => `${m} ${v1('routes/{id}/graphic')}`),
      ...['GET', 'POST'].map((m) => `${m} ${v1('busstops')}`),
      ...['GET', 'PUT', 'DELETE'].map((m) => `${m} ${v1('busstops/{id}')}`),
      `GET ${v1('busstops/search/{query}')}`,
      `GET ${v1('site')}`,
      `GET ${v1('staticcodes')}`,
      `GET ${v1('schema')}`,
      'GET /files/{key}',
    ];
    expect(operations).toEqual(expect.arrayContaining(expected));
    const upload = doc.paths['/dev/v1/vehicles/{id}/icon']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const create = doc.paths['/dev/v1/vehicles']?.post;
    expect(create?.requestBody?.content).toHaveProperty('application/json');
  });

  it('sends a request id back, keeping a well-formed one the client gave', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the JSON error format', () => {
  it.each([
    [
      'malformed JSON',
      {
        method: 'POST' as const,
        url: '/auth/signin',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a wrong content type',
      {
        method: 'POST' as const,
        url: '/auth/signin',
        payload: 'x',
        headers: { 'content-type': 'text/csv' },
      },
      415,
    ],
    ['an unknown API path', { method: 'GET' as const, url: '/dev/v1/nothing-here' }, 404],
    [
      'a body over 1 MB',
      {
        method: 'POST' as const,
        url: '/auth/signin',
        payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    ['a bad query value', { method: 'GET' as const, url: '/dev/v1/audit?limit=lots' }, 401],
  ])('answers %s with an error body', async (_name, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    const body = res.json<{ error: { code: unknown; message: unknown } }>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
  });

  it('names the field of a validation error', async () => {
    const tokens = await signIn(t.app, 'admin');
    const res = await t.app.inject({
      url: '/dev/v1/audit?limit=lots',
      headers: bearer(tokens.AccessToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(
      /^querystring\.limit: /,
    );
  });
});

describe('tenancy and access denials', () => {
  it('limits the audit log to the caller’s customer', async () => {
    const campus = await signIn(t.app, 'customer-admin');
    await signIn(t.app, 'admin');
    const res = await t.app.inject({
      url: '/dev/v1/audit?limit=1000',
      headers: bearer(campus.AccessToken),
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ Items: { Customer_ID: string; username: string }[] }>().Items;
    const cid = JSON.parse(
      Buffer.from(campus.IdToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, string>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.Customer_ID === cid['custom:cid'])).toBe(true);
    expect(items.some((i) => i.username === 'admin')).toBe(false);
  });

  it('lets only platform-owner admins name another customer', async () => {
    const campus = await signIn(t.app, 'customer-admin');
    const darwin = await signIn(t.app, 'admin');
    const darwinCid = (
      JSON.parse(Buffer.from(darwin.IdToken.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        string
      >
    )['custom:cid'];
    const campusCid = (
      JSON.parse(Buffer.from(campus.IdToken.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        string
      >
    )['custom:cid'];

    const refused = await t.app.inject({
      url: `/dev/v1/audit?Customer_ID=${darwinCid}`,
      headers: bearer(campus.AccessToken),
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.app.inject({
      url: `/dev/v1/audit?Customer_ID=${campusCid}`,
      headers: bearer(darwin.AccessToken),
    });
    expect(allowed.statusCode).toBe(200);
    const items = allowed.json<{ Items: { Customer_ID: string }[] }>().Items;
    expect(items.every((i) => i.Customer_ID === campusCid)).toBe(true);
  });

  it('refuses a role without the permission with 403 and writes the denial to the audit log', async () => {
    const operator = await signIn(t.app, 'operator');
    const res = await t.app.inject({ url: '/dev/v1/audit', headers: bearer(operator.AccessToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const admin = await signIn(t.app, 'admin');
    const log = await t.app.inject({
      url: '/dev/v1/audit?action=access.denied',
      headers: bearer(admin.AccessToken),
    });
    expect(log.json()).toMatchObject({
      Items: [
        {
          action: 'access.denied',
          outcome: 'denied',
          username: 'operator',
          details: { permission: 'readAudit', path: '/dev/v1/audit' },
        },
      ],
    });
  });
});
