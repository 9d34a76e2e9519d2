import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/auth-client.ts';
import { createPoolUser, lastMailTo } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('forgot password', () => {
  it('sends a code through the outbox and sets the new password with it', async () => {
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      status: 'CONFIRMED',
    });
    const before = await signIn(t.app, user.username);

    const asked = await post('/auth/forgot-password', { username: user.username });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
    const mail = await lastMailTo(t.database.db, user.email!);
    const code = /code is (\d{6})/.exec(mail?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '111111' ? '222222' : '111111';
    const wrong = await post('/auth/confirm-forgot-password', {
      username: user.username,
      code: wrongCode,
      password: 'Saffron-Harbour-Kite-4',
    });
    expect(wrong.json()).toMatchObject({ error: { code: 'CodeMismatchException' } });
    const weak = await post('/auth/confirm-forgot-password', {
      username: user.username,
      code,
      password: 'qwerty123456',
    });
    expect(weak.json()).toMatchObject({ error: { code: 'InvalidPasswordException' } });

    const ok = await post('/auth/confirm-forgot-password', {
      username: user.username,
      code,
      password: 'Saffron-Harbour-Kite-4',
    });
    expect(ok.statusCode).toBe(200);
    await expect(signIn(t.app, user.username, 'Saffron-Harbour-Kite-4')).resolves.toBeTruthy();
    // A reset ends the sessions that were open, and the code cannot be used twice.
    expect((await post('/auth/refresh', { RefreshToken: before.RefreshToken })).statusCode).toBe(
      401,
    );
    const reuse = await post('/auth/confirm-forgot-password', {
      username: user.username,
      code,
      password: 'Another-Strong-Pass-9',
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers an unknown user exactly like a known one', async () => {
    const known = await post('/auth/forgot-password', { username: 'operator' });
    const unknown = await post('/auth/forgot-password', { username: 'nobody-here' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('stops accepting guesses after 5 wrong codes', async () => {
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      status: 'CONFIRMED',
    });
    await post('/auth/forgot-password', { username: user.username });
    const code = /code is (\d{6})/.exec(
      (await lastMailTo(t.database.db, user.email!))?.body ?? '',
    )?.[1];
    const wrong = code === '000001' ? '000002' : '000001';
    for (let i = 0; i < 5; i += 1) {
      await post('/auth/confirm-forgot-password', {
        username: user.username,
        code: wrong,
        password: 'Saffron-Harbour-Kite-4',
      });
    }
    const res = await post('/auth/confirm-forgot-password', {
      username: user.username,
      code,
      password: 'Saffron-Harbour-Kite-4',
    });
    expect(res.statusCode).toBe(429);
  });

  it('names the empty confirmation code', async () => {
    const res = await post('/auth/confirm-forgot-password', {
      username: 'operator',
      code: '',
      password: 'x',
    });
    expect(res.json()).toMatchObject({
      error: { code: 'InvalidParameterException', message: 'Confirmation code cannot be empty' },
    });
  });
});

describe('change password', () => {
  it('needs the current password and a strong new one', async () => {
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      status: 'CONFIRMED',
    });
    const tokens = await signIn(t.app, user.username);
    const auth = bearer(tokens.AccessToken);

    const wrong = await post(
      '/auth/change-password',
      { PreviousPassword: 'not-it-at-all', ProposedPassword: 'Velvet-Comet-River-8' },
      auth,
    );
    expect(wrong.statusCode).toBe(401);
    const weak = await post(
      '/auth/change-password',
      { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'abc' },
      auth,
    );
    expect(weak.json()).toMatchObject({ error: { code: 'InvalidPasswordException' } });
    const ok = await post(
      '/auth/change-password',
      { PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'Velvet-Comet-River-8' },
      auth,
    );
    expect(ok.statusCode).toBe(200);
    await expect(signIn(t.app, user.username, 'Velvet-Comet-River-8')).resolves.toBeTruthy();
    expect(
      (await post('/auth/change-password', { PreviousPassword: 'a', ProposedPassword: 'b' }))
        .statusCode,
    ).toBe(401);
  });
});
