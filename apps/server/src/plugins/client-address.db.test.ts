import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const wrongSignIn = (t: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/signin',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'nobody', password: 'Wrong-password-1' },
  });

describe('X-Forwarded-For without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('is ignored: a new forged address per try is rate-limited like one client, and the audit log records the peer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      const res = await wrongSignIn(t, `203.0.113.${i % 250}, 198.51.100.${i % 250}`);
      statuses.push(res.statusCode);
    }
    // The default sign-in limit is 100 per window and address: the 101st is refused.
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    const ips = new Set((await auditEntries(t.database.db, 'auth.signin')).map((e) => e.ip));
    expect([...ips]).toEqual(['127.0.0.1']);
  });
});

describe('X-Forwarded-For with TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, ::1', RATE_LIMIT_SIGNIN: '2' });
  }, 120_000);
  afterAll(() => t.close());

  it('is believed from a configured proxy only', async () => {
    // Through the proxy, each client is counted and audited by its own address.
    for (const client of ['203.0.113.7', '203.0.113.8']) {
      expect((await wrongSignIn(t, client, '10.1.2.3')).statusCode).toBe(401);
      expect((await wrongSignIn(t, client, '10.1.2.3')).statusCode).toBe(401);
      expect((await wrongSignIn(t, client, '10.1.2.3')).statusCode).toBe(429);
    }
    // A peer that is not a configured proxy is the client, whatever it writes.
    expect((await wrongSignIn(t, '203.0.113.9', '192.0.2.50')).statusCode).toBe(401);
    expect((await wrongSignIn(t, '203.0.113.10', '192.0.2.50')).statusCode).toBe(401);
    expect((await wrongSignIn(t, '203.0.113.11', '192.0.2.50')).statusCode).toBe(429);
    const ips = (await auditEntries(t.database.db, 'auth.signin')).map((e) => e.ip);
    expect(ips).toEqual([
      '203.0.113.7',
      '203.0.113.7',
      '203.0.113.8',
      '203.0.113.8',
      '192.0.2.50',
      '192.0.2.50',
    ]);
  });
});
