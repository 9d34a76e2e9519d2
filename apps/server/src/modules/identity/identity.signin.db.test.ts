import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditLog } from '../audit/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { bearer, signIn } from '../../test/auth-client.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { createPoolUser } from '../../test/factories.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-in of the demo users', () => {
  it.each(DEMO_USERS)('$username gets tokens that verify against the JWKS', async (demo) => {
    const tokens = await signIn(t.app, demo.username);
    expect(tokens.TokenType).toBe('Bearer');
    expect(tokens.ExpiresIn).toBe(3600);

    const jwks = (await t.app.inject({ url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
    const keySet = createLocalJWKSet(jwks);
    const id = await jwtVerify(tokens.IdToken, keySet);
    const access = await jwtVerify(tokens.AccessToken, keySet);

    expect(id.payload).toMatchObject({
      email: expect.stringContaining(`${demo.username}@`) as unknown,
      preferred_username: expect.any(String) as unknown,
      'custom:cname': demo.customer,
      'custom:cid': expect.any(String) as unknown,
      token_use: 'id',
    });
    expect(access.payload).toMatchObject({
      username: demo.username,
      'cognito:groups': [demo.group],
      token_use: 'access',
    });
    expect(id.payload.sub).toBe(access.payload.sub);
    expect(id.payload.exp! - id.payload.iat!).toBe(3600);
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
  });

  it('signs in with any letter case of the username', async () => {
    await expect(signIn(t.app, 'ADMIN')).resolves.toHaveProperty('AccessToken');
  });

  it('answers the current user for the access token (bearer or x-token)', async () => {
    const tokens = await signIn(t.app, 'customer-admin');
    for (const headers of [bearer(tokens.AccessToken), { 'x-token': tokens.AccessToken }]) {
      const res = await t.app.inject({ url: '/auth/user', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        Username: 'customer-admin',
        UserAttributes: { 'custom:cname': 'Campus Mobility' },
        Groups: ['customer_admin'],
      });
    }
  });

  it('refuses a missing, forged or ID token where an access token is needed', async () => {
    const tokens = await signIn(t.app, 'operator');
    expect((await t.app.inject({ url: '/auth/user' })).statusCode).toBe(401);
    const forged = `${tokens.AccessToken.slice(0, -4)}AAAA`;
    const bad = await t.app.inject({ url: '/auth/user', headers: bearer(forged) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const idAsAccess = await t.app.inject({ url: '/auth/user', headers: bearer(tokens.IdToken) });
    expect(idAsAccess.statusCode).toBe(401);
  });
});

describe('refresh and sign-out', () => {
  it('refreshes, and refuses the refresh token after sign-out', async () => {
    const tokens = await signIn(t.app, 'service-manager');
    const refreshed = await post('/auth/refresh', { RefreshToken: tokens.RefreshToken });
    expect(refreshed.statusCode).toBe(200);
    const result = refreshed.json<{ AuthenticationResult: { AccessToken: string } }>();
    const me = await t.app.inject({
      url: '/auth/user',
      headers: bearer(result.AuthenticationResult.AccessToken),
    });
    expect(me.json()).toMatchObject({ Username: 'service-manager' });

    const out = await post(
      '/auth/signout',
      { RefreshToken: tokens.RefreshToken },
      bearer(tokens.AccessToken),
    );
    expect(out.statusCode).toBe(200);
    const again = await post('/auth/refresh', { RefreshToken: tokens.RefreshToken });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: { code: 'NotAuthorizedException' } });
  });

  it('refuses an unknown refresh token', async () => {
    const res = await post('/auth/refresh', { RefreshToken: 'not-a-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('failed sign-ins', () => {
  const incorrect = {
    error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
  };

  it('answers an unknown user and a wrong password alike, in about the same time', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      const res = await post('/auth/signin', { username, password: 'Wrong-password-42' });
      return { ms: performance.now() - start, res };
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    // A fresh user per wrong try keeps the lockout out of the measurement.
    for (let i = 0; i < 8; i += 1) {
      const user = await createPoolUser(t.database.db, {
        password: DEMO_PASSWORD,
        status: 'CONFIRMED',
      });
      const a = await time(`nobody-${i}`);
      const b = await time(user.username);
      expect(a.res.statusCode).toBe(401);
      expect(b.res.statusCode).toBe(401);
      expect(a.res.json()).toEqual(incorrect);
      expect(b.res.json()).toEqual(incorrect);
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Both paths run one argon2id verification; without the decoy the unknown user is ~20x faster
    // (a ratio near 0.05), so 0.25 tells them apart even on a machine busy with other tests.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.25);
  });

  it('locks the account at the 6th wrong try with 429, and a success resets the count', async () => {
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      status: 'CONFIRMED',
    });
    // Like Cognito: five failures are each "Incorrect username or password."; the 6th is refused.
    for (let i = 1; i <= 5; i += 1) {
      const res = await post('/auth/signin', {
        username: user.username,
        password: `Wrong-${i}-password`,
      });
      expect(res.statusCode, `try ${i}`).toBe(401);
      expect(res.json(), `try ${i}`).toEqual({
        error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      });
    }
    const sixth = await post('/auth/signin', {
      username: user.username,
      password: 'Wrong-6-password',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: { code: 'TooManyRequestsException', message: 'Password attempts exceeded' },
    });
    // Even the right password is refused while the lock (1 s after the 5th failure, 2 s after a
    // 6th) lasts.
    const locked = await post('/auth/signin', { username: user.username, password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);

    await new Promise((r) => setTimeout(r, 2_100));
    await expect(signIn(t.app, user.username)).resolves.toHaveProperty('AccessToken');
    const afterReset = await post('/auth/signin', {
      username: user.username,
      password: 'Wrong-7-password',
    });
    expect(afterReset.statusCode).toBe(401);
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username cannot be empty'],
    [{ username: '   ', password: 'x' }, 'Username cannot be empty'],
    [{ password: 'x' }, 'Username cannot be empty'],
    [{ username: 'admin', password: '' }, 'Password cannot be empty'],
    [{ username: 'admin' }, 'Password cannot be empty'],
  ])('answers %j with "%s"', async (payload, message) => {
    const res = await post('/auth/signin', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'InvalidParameterException', message } });
  });

  it('writes sign-ins and failures to the audit log with request id and customer', async () => {
    await post(
      '/auth/signin',
      { username: 'remote-operator', password: 'Wrong-password-99' },
      { 'x-request-id': 'req-audit-1' },
    );
    await signIn(t.app, 'remote-operator');
    const rows = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    const [success, failure] = rows;
    expect(success).toMatchObject({
      action: 'auth.signin',
      outcome: 'success',
      username: 'remote-operator',
    });
    expect(failure).toMatchObject({
      action: 'auth.signin',
      outcome: 'failure',
      username: 'remote-operator',
      requestId: 'req-audit-1',
    });
    expect(failure?.customerId).toBe(success?.customerId);
    expect(failure?.customerId).toEqual(expect.any(String));
  });
});
