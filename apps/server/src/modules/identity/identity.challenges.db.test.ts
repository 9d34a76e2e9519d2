import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/auth-client.ts';
import { createPoolUser } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

interface Challenge {
  ChallengeName: string;
  Session: string;
}

const TEMPORARY = 'Temporary-Pass-123';

describe('NEW_PASSWORD_REQUIRED for users created by an administrator', () => {
  it('asks for a new password at first sign-in, then signs in with it', async () => {
    const user = await createPoolUser(t.database.db, { password: TEMPORARY, groups: ['operator'] });
    const first = await post('/auth/signin', { username: user.username, password: TEMPORARY });
    expect(first.statusCode).toBe(200);
    const challenge = first.json<Challenge>();
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    const respond = (NEW_PASSWORD?: string) =>
      post('/auth/challenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: NEW_PASSWORD === undefined ? {} : { NEW_PASSWORD },
      });

    const empty = await respond();
    expect(empty.json()).toMatchObject({
      error: { code: 'InvalidParameterException', message: 'Challenge response cannot be empty' },
    });
    for (const weak of ['short-1', 'password1234', 'Password123456!', TEMPORARY]) {
      const res = await respond(weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json(), weak).toMatchObject({ error: { code: 'InvalidPasswordException' } });
    }

    const done = await respond('Lantern-Orbit-Quartz-7');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toHaveProperty('AuthenticationResult.AccessToken');
    await expect(signIn(t.app, user.username, 'Lantern-Orbit-Quartz-7')).resolves.toBeTruthy();
    // The temporary password no longer works.
    const old = await post('/auth/signin', { username: user.username, password: TEMPORARY });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a temporary password older than 7 days', async () => {
    const user = await createPoolUser(t.database.db, {
      password: TEMPORARY,
      temporaryPasswordExpiresAt: new Date(Date.now() - 1000),
    });
    const res = await post('/auth/signin', { username: user.username, password: TEMPORARY });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/expired/);
  });

  it('refuses a forged or mismatched challenge session', async () => {
    const res = await post('/auth/challenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'forged',
      ChallengeResponses: { NEW_PASSWORD: 'Lantern-Orbit-Quartz-7' },
    });
    expect(res.statusCode).toBe(401);
    const user = await createPoolUser(t.database.db, { password: TEMPORARY });
    const challenge = (
      await post('/auth/signin', { username: user.username, password: TEMPORARY })
    ).json<Challenge>();
    const wrongStep = await post('/auth/challenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.Session,
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
    expect(wrongStep.statusCode).toBe(401);
    const badName = await post('/auth/challenge', {
      ChallengeName: 'SMS_MFA',
      Session: challenge.Session,
    });
    expect(badName.json()).toMatchObject({ error: { message: 'Invalid MFA type' } });
  });
});

describe('TOTP multi-factor authentication', () => {
  it('sets up, verifies, challenges at sign-in and accepts each code once', async () => {
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      status: 'CONFIRMED',
    });
    const tokens = await signIn(t.app, user.username);

    const setup = await post('/auth/totp/setup', undefined, bearer(tokens.AccessToken));
    expect(setup.statusCode).toBe(200);
    const { SecretCode, otpauthUri } = setup.json<{ SecretCode: string; otpauthUri: string }>();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);

    const wrong = await post(
      '/auth/totp/verify',
      { UserCode: '000000' },
      bearer(tokens.AccessToken),
    );
    // 000000 could be the real code once in a million runs; then the next step proves the rest.
    if (wrong.statusCode !== 200)
      expect(wrong.json()).toMatchObject({ error: { code: 'CodeMismatchException' } });

    const now = Math.floor(Date.now() / 1000);
    const code = await generate({ secret: SecretCode, epoch: now });
    const verified = await post(
      '/auth/totp/verify',
      { UserCode: code },
      bearer(tokens.AccessToken),
    );
    expect(verified.json()).toEqual({ Status: 'SUCCESS' });

    const me = await t.app.inject({ url: '/auth/user', headers: bearer(tokens.AccessToken) });
    expect(me.json()).toMatchObject({ MfaEnabled: true });

    const first = await post('/auth/signin', { username: user.username, password: DEMO_PASSWORD });
    const challenge = first.json<Challenge>();
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answer = (SOFTWARE_TOKEN_MFA_CODE: string) =>
      post('/auth/challenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE },
      });

    // The code used to verify the enrolment cannot sign in again.
    const replay = await answer(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: { code: 'CodeMismatchException' } });

    const next = await generate({ secret: SecretCode, epoch: now + 30 });
    const ok = await answer(next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('AuthenticationResult.RefreshToken');

    const again = await answer(next);
    expect(again.statusCode).toBe(400);
  });

  it('refuses verification without a setup and MFA calls without a session', async () => {
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      status: 'CONFIRMED',
    });
    const tokens = await signIn(t.app, user.username);
    const res = await post('/auth/totp/verify', { UserCode: '123456' }, bearer(tokens.AccessToken));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'No valid MFA method provided' } });
    expect((await post('/auth/totp/setup', undefined)).statusCode).toBe(401);
  });
});
