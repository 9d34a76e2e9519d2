import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../test/auth-client.ts';
import { auditEntries } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rateLimitGroupOf } from './rate-limits.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // The window outlasts the file: the four sign-ins here count against the sign-in limit of 6.
  t = await createTestApp({
    RATE_LIMIT_SIGNIN: '6',
    RATE_LIMIT_PASSWORD_RESET: '2',
    RATE_LIMIT_READS: '3',
    RATE_LIMIT_PUBLIC: '2',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
  for (const user of ['admin', 'operator', 'service-manager', 'customer-admin']) {
    tokens[user] = (await signIn(t.app, user)).AccessToken;
  }
});
afterAll(() => t.close());

/** Sends `request` until one is refused; answers how many went through and the refusal. */
async function untilRefused(request: InjectOptions, tries = 10) {
  for (let i = 0; i < tries; i += 1) {
    const res = await t.app.inject(request);
    if (res.statusCode === 429) return { passed: i, refusal: res };
  }
  return { passed: tries, refusal: undefined };
}

const expectRateLimited = (res: LightMyRequestResponse | undefined) => {
  expect(res?.statusCode).toBe(429);
  expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
  const { error } = res!.json<{ error: { code: string; message: string } }>();
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(/^Too many requests/);
};

describe('rate limits (set low by env)', () => {
  it('limits sign-in per IP, and a refused try is neither counted nor audited', async () => {
    const before = (await auditEntries(t.database.db, 'auth.signin')).length;
    const { passed, refusal } = await untilRefused({
      method: 'POST',
      url: '/auth/signin',
      payload: { username: 'nobody', password: 'Wrong-password-1' },
    });
    expect(passed).toBe(2); // 6 minus the 4 sign-ins of beforeAll
    expectRateLimited(refusal);
    expect((await auditEntries(t.database.db, 'auth.signin')).length).toBe(before + 2);
  });

  it('limits password reset (forgot and confirm together) per IP', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { username: 'nobody' },
    });
    const { passed, refusal } = await untilRefused({
      method: 'POST',
      url: '/auth/confirm-forgot-password',
      payload: { username: 'nobody', code: '123456', password: 'Saffron-Harbour-Kite-4' },
    });
    expect(passed).toBe(1);
    expectRateLimited(refusal);
  });

  it('limits REST reads and searches per signed-in user', async () => {
    const list = await untilRefused({
      url: '/dev/v1/customers',
      headers: bearer(tokens.admin!),
    });
    expect(list.passed).toBe(3);
    expectRateLimited(list.refusal);
    // Another user has a count of their own.
    const search = await untilRefused({
      method: 'POST',
      url: '/dev/v1/services/search',
      payload: {},
      headers: bearer(tokens['service-manager']!),
    });
    expect(search.passed).toBe(3);
    expectRateLimited(search.refusal);
  });

  it('limits GraphQL over HTTP', async () => {
    const { passed, refusal } = await untilRefused({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename }' },
      headers: { 'x-api-key': t.env.PUBLIC_API_KEY, ...bearer(tokens.operator!) },
    });
    expect(passed).toBe(3);
    expectRateLimited(refusal);
  });

  it('limits the public API per IP', async () => {
    const { passed, refusal } = await untilRefused({
      url: '/public/v1/services',
      headers: { 'x-api-key': t.env.PUBLIC_API_KEY },
    });
    expect(passed).toBe(2);
    expectRateLimited(refusal);
  });

  it('never limits health, metrics, keys or MQTT', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics', '/.well-known/jwks.json', '/mqtt']) {
      const { passed } = await untilRefused({ url }, 8);
      expect(passed, url).toBe(8);
    }
  });
});

describe('which limit a route counts against', () => {
  it.each([
    ['POST', '/auth/signin', 'signin'],
    ['POST', '/auth/challenge', 'signin'],
    ['POST', '/auth/forgot-password', 'password-reset'],
    ['POST', '/auth/confirm-forgot-password', 'password-reset'],
    ['POST', '/graphql', 'reads'],
    ['GET', '/graphql', null],
    ['GET', '/dev/v1/customers/search/:query', 'reads'],
    ['DELETE', '/dev/v1/services/search', 'reads'],
    ['POST', '/dev/v1/customers', null],
    ['GET', '/public/v1/vehicles', 'public'],
    ['GET', '/healthz', null],
    ['GET', '/mqtt', null],
    ['GET', '/files/*', null],
  ])('%s %s: %s', (method, url, group) => {
    expect(rateLimitGroupOf(method, url)).toBe(group);
  });
});
