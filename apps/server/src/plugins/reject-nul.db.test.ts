import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientFor } from '../test/auth-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { findNul } from './reject-nul.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof clientFor>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await clientFor(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'SEARCH';
const NUL = 'a\u0000b';

// Every place the fuzzer found a NUL turning into a 500 from PostgreSQL.
const cases: Array<[Method, string, unknown, string]> = [
  ['GET', '/dev/v1/customers/search/%00', undefined, 'params.query'],
  ['GET', '/dev/v1/busstops/search/a%00b', undefined, 'params.query'],
  ['GET', '/dev/v1/routes/search/%00', undefined, 'params.query'],
  ['GET', '/dev/v1/customers?query=%00', undefined, 'query.query'],
  ['GET', '/dev/v1/customers?name=%00', undefined, 'query.name'],
  ['GET', '/dev/v1/busstops?query=%00', undefined, 'query.query'],
  ['GET', '/dev/v1/routes?query=%00', undefined, 'query.query'],
  ['GET', '/dev/v1/vehicles?query=%00', undefined, 'query.query'],
  ['GET', '/dev/v1/vehicles/find?name=%00', undefined, 'query.name'],
  ['GET', '/dev/v1/user/search?query=%00', undefined, 'query.query'],
  ['GET', '/dev/v1/services/search?Service_ID=%00', undefined, 'query.Service_ID'],
  ['DELETE', '/dev/v1/services/search?Service_ID=%00', undefined, 'query.Service_ID'],
  ['POST', '/dev/v1/services/search', { Service_ID: NUL }, 'body.Service_ID'],
  ['POST', '/dev/v1/vehicles', { operation: 'SEARCH', name: NUL }, 'body.name'],
  ['GET', '/dev/v1/missionapi/stations/%00', undefined, 'params.site'],
  ['GET', '/dev/v1/missionapi/missions/DAR-HWL?status=%00', undefined, 'query.status'],
  ['GET', '/dev/v1/audit?action=%00', undefined, 'query.action'],
  ['POST', '/dev/v1/customers', { name: NUL }, 'body.name'],
  ['POST', '/dev/v1/busstops', { name: NUL, latitude: 51.57, longitude: -1.31 }, 'body.name'],
  ['POST', '/dev/v1/announcements', { title: NUL, message: 'x' }, 'body.title'],
  ['POST', '/dev/v1/routes', { name: NUL, busstops: [] }, 'body.name'],
  ['POST', '/dev/v1/vehicles', { operation: 'CREATE', name: NUL }, 'body.name'],
  ['POST', '/dev/v1/vehicles', { operation: 'CREATE', tags: ['ok', { [NUL]: 1 }] }, 'body.tags.1'],
  ['POST', '/graphql', { query: '{ site { name } }', variables: { x: NUL } }, 'body.variables.x'],
];

describe('a NUL character (U+0000) anywhere in a request', () => {
  it.each(cases)('%s %s is a 400 naming the field', async (method, url, payload, field) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...bearer(admin.tokens.AccessToken), 'x-api-key': t.env.PUBLIC_API_KEY },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: `${field}: must not contain a NUL character`,
        details: [{ field, message: 'must not contain a NUL character' }],
      },
    });
  });

  it('is refused signed out too, never reaching the database', async () => {
    for (const url of ['/dev/v1/customers/search/%00', '/public/v1/services?x=%00']) {
      const res = await t.app.inject({ url, headers: { 'x-api-key': t.env.PUBLIC_API_KEY } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(Object.keys(res.json<object>())).toEqual(['error']);
    }
  });

  it('keeps the Cognito style on identity routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { username: 'a\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'InvalidParameterException',
        message:
          "Value at 'username' failed to satisfy constraint: Member must not contain a NUL character",
        details: [
          {
            field: 'body.username',
            message:
              "Value at 'username' failed to satisfy constraint: Member must not contain a NUL character",
          },
        ],
      },
    });
  });

  it('stores nothing when refused', async () => {
    const before = (await admin.get('/dev/v1/customers')).json<unknown[]>().length;
    await admin.post('/dev/v1/customers', { name: NUL });
    expect((await admin.get('/dev/v1/customers')).json<unknown[]>().length).toBe(before);
  });

  it('finds NUL in keys and deep values, and stops at a bound', () => {
    expect(findNul({ a: [{ b: 'x' }, { c: 'y\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findNul({ ['k\u0000']: 1 }, 'query')).toBe('query');
    expect(findNul('fine', 'body')).toBeNull();
    const wide = Array.from({ length: 700_000 }, () => 'x');
    wide.push('\u0000');
    expect(findNul(wide, 'body')).toBeNull();
  });
});
