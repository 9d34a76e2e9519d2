import { describe, expect, it } from 'vitest';
import { GROUPS, type ListResult, type User } from '@shuttle-ops/domain';
import { errorOf, signIn } from '../../test/auth-client.ts';
import { auditEntries, createPoolUser } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, campus, operator } = testAppWith({
  admin: 'admin',
  campus: 'customer-admin',
  operator: 'operator',
});

const base = '/dev/v1/user';
const list = (res: { json: <T>() => T }) => res.json<ListResult<User>>();
const NEW_PASSWORD = 'Shuttle-Fresh-Start-77';
let serial = 0;
const newUser = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    username: `driver-${serial}`,
    email: `driver-${serial}@example.test`,
    roles: ['operator'],
    temporary_password: 'Temporary-Shuttle-42',
    ...extra,
  };
};

const confirmed = (customer: string, groups = ['operator']) =>
  createPoolUser(t.database.db, { password: DEMO_PASSWORD, customer, groups, status: 'CONFIRMED' });

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('POST user', () => {
  it('creates a user who must set a new password at first sign-in', async () => {
    const body = newUser({ preferred_username: 'Dee Driver' });
    const res = await admin.post(base, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<User>();
    expect(created).toMatchObject({
      username: body.username,
      roles: ['operator'],
      status: 'FORCE_CHANGE_PASSWORD',
      enabled: true,
      Customer_ID: admin.customerId,
      customer_name: 'Darwin',
    });
    expect(created).not.toHaveProperty('temporary_password');
    const expires = Date.parse(created.temporary_password_expires_at!);
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const signin = await post('/auth/signin', {
      username: body.username,
      password: body.temporary_password,
    });
    const challenge = signin.json<{ ChallengeName: string; Session: string }>();
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await post('/auth/challenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { NEW_PASSWORD: NEW_PASSWORD },
    });
    expect(answered.json()).toHaveProperty('AuthenticationResult');
    const entry = (await auditEntries(t.database.db, 'user.create')).at(-1);
    expect(entry).toMatchObject({ details: { user_id: created.user_id, roles: ['operator'] } });
    expect(JSON.stringify(entry)).not.toContain(body.temporary_password);
  });

  it('makes up a temporary password when none is given and answers it once', async () => {
    const { temporary_password: _none, ...body } = newUser();
    const res = await campus.post(base, { ...body, roles: ['operator', 'customer_admin'] });
    expect(res.statusCode).toBe(201);
    const created = res.json<User & { temporary_password: string }>();
    expect(created.Customer_ID).toBe(campus.customerId);
    expect(created.roles).toEqual(['customer_admin', 'operator']);
    const signin = await post('/auth/signin', {
      username: body.username,
      password: created.temporary_password,
    });
    expect(signin.json()).toMatchObject({ ChallengeName: 'NEW_PASSWORD_REQUIRED' });
    expect((await campus.get(`${base}/${created.user_id}`)).body).not.toContain(
      created.temporary_password,
    );
  });

  it('never lets a customer admin grant admin or remote_operator', async () => {
    for (const role of ['admin', 'remote_operator']) {
      const res = await campus.post(base, newUser({ roles: ['operator', role] }));
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toContain(role);
    }
    expect((await campus.post(base, newUser({ Customer_ID: admin.customerId }))).statusCode).toBe(
      403,
    );
  });

  it('answers 400 naming the field, 409 for a taken username, 403 to other roles', async () => {
    const bad = await admin.post(base, newUser({ email: 'no', username: 'a b', roles: ['pilot'] }));
    expect(errorOf(bad).fields).toEqual(
      expect.arrayContaining(['body.email', 'body.username', 'body.roles.0']),
    );
    const weak = await admin.post(base, newUser({ temporary_password: 'password1234' }));
    expect(errorOf(weak).fields).toEqual(['body.temporary_password']);
    expect((await admin.post(base, newUser({ username: 'OPERATOR' }))).statusCode).toBe(409);
    expect((await operator.post(base, newUser())).statusCode).toBe(403);
  });
});

describe('GET user and user/search', () => {
  it('lists the tenant’s users with filters, sort and paging', async () => {
    const res = await admin.get(`${base}?sort_attributes=username&limit=2`);
    expect(res.statusCode).toBe(200);
    const page = list(res);
    expect(page.Count).toBe(2);
    expect(page.Items.every((u) => u.Customer_ID === admin.customerId)).toBe(true);
    const names = page.Items.map((u) => u.username);
    expect(names).toEqual([...names].sort());
    const managers = list(await admin.get(`${base}?role=service_manager`));
    expect(managers.Items.map((u) => u.username)).toEqual(['service-manager']);
    const theirs = list(await campus.get(`${base}?limit=500`));
    expect(theirs.Items.map((u) => u.username)).toEqual(
      expect.arrayContaining(['campus-operator', 'customer-admin']),
    );
    expect(theirs.Items.every((u) => u.Customer_ID === campus.customerId)).toBe(true);
  });

  it('searches by username, email or display name', async () => {
    const res = await campus.get(`${base}/search?query=campus-op`);
    expect(res.statusCode).toBe(200);
    expect(list(res).Items.map((u) => u.username)).toEqual(['campus-operator']);
    expect(list(await campus.get(`${base}/search?query=service-manager`)).total).toBe(0);
  });

  it('answers 400 naming the field, 403 to other roles', async () => {
    expect(errorOf(await admin.get(`${base}?role=pilot`)).fields).toEqual(['querystring.role']);
    expect(errorOf(await admin.get(`${base}/search`)).fields).toEqual(['querystring.query']);
    expect((await operator.get(base)).statusCode).toBe(403);
    expect((await operator.get(`${base}/search?query=a`)).statusCode).toBe(403);
    expect((await campus.get(`${base}?Customer_ID=${admin.customerId}`)).statusCode).toBe(403);
  });
});

describe('GET user/{id}', () => {
  it('answers a user of the tenant; another customer’s is 404', async () => {
    const res = await admin.get(`${base}/${operator.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'operator',
      roles: ['operator'],
      status: 'CONFIRMED',
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect((await campus.get(`${base}/${operator.userId}`)).statusCode).toBe(404);
    expect(errorOf(await admin.get(`${base}/x`)).fields).toEqual(['params.id']);
    expect((await operator.get(`${base}/${operator.userId}`)).statusCode).toBe(403);
  });
});

describe('GET user/pool_groups', () => {
  it('answers the groups the caller may grant', async () => {
    expect((await admin.get(`${base}/pool_groups`)).json()).toEqual([...GROUPS]);
    expect((await campus.get(`${base}/pool_groups`)).json()).toEqual(
      GROUPS.filter((g) => g !== 'admin' && g !== 'remote_operator'),
    );
    expect((await operator.get(`${base}/pool_groups`)).statusCode).toBe(403);
  });
});

describe('PUT user (operation _update)', () => {
  it('changes groups and details; disabling ends the user’s refresh tokens', async () => {
    const user = await confirmed('Campus Mobility');
    const tokens = await signIn(t.app, user.username);
    const res = await campus.put(base, {
      operation: '_update',
      user_id: user.id,
      roles: ['service_manager'],
      preferred_username: 'Sam',
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      roles: ['service_manager'],
      preferred_username: 'Sam',
      enabled: false,
    });
    expect(
      (await post('/auth/refresh', { RefreshToken: tokens.RefreshToken })).statusCode,
    ).not.toBe(200);
    await expect(signIn(t.app, user.username)).rejects.toThrow();
    expect((await auditEntries(t.database.db, 'user.update')).at(-1)?.details).toMatchObject({
      user_id: user.id,
      fields: ['enabled', 'preferred_username', 'roles'],
      enabled: false,
    });
  });

  it('resets to a temporary password that must be changed at the next sign-in', async () => {
    const user = await confirmed('Darwin');
    const res = await admin.put(base, {
      operation: '_update',
      user_id: user.id,
      temporary_password: 'Reset-By-Admin-2026',
    });
    expect(res.json()).toMatchObject({ status: 'FORCE_CHANGE_PASSWORD' });
    const signin = await post('/auth/signin', {
      username: user.username,
      password: 'Reset-By-Admin-2026',
    });
    expect(signin.json()).toMatchObject({ ChallengeName: 'NEW_PASSWORD_REQUIRED' });
  });

  it('refuses what a customer admin may not do, and changes to yourself', async () => {
    const adminInCampus = await confirmed('Campus Mobility', ['admin']);
    const plain = await confirmed('Campus Mobility');
    const update = (user_id: string, extra: object) => ({
      operation: '_update',
      user_id,
      ...extra,
    });
    expect((await campus.put(base, update(plain.id, { roles: ['admin'] }))).statusCode).toBe(403);
    expect((await campus.put(base, update(adminInCampus.id, { enabled: false }))).statusCode).toBe(
      403,
    );
    expect((await campus.put(base, update(campus.userId, { enabled: false }))).statusCode).toBe(
      409,
    );
    expect((await admin.put(base, update(admin.userId, { roles: [] }))).statusCode).toBe(409);
  });

  it('lets you save your own account when your groups are sent unchanged', async () => {
    const own = (await admin.get(`${base}/${admin.userId}`)).json<{ roles: string[] }>();
    const res = await admin.put(base, {
      operation: '_update',
      user_id: admin.userId,
      roles: [...own.roles].reverse(),
      preferred_username: 'Ada in the control room',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preferred_username: 'Ada in the control room' });
  });

  it('answers 400, 403, and 404 for another customer’s user, who stays unchanged', async () => {
    const user = await confirmed('Darwin');
    const bad = await admin.put(base, { user_id: user.id, enabled: false });
    expect(errorOf(bad).fields).toEqual(['body.operation']);
    const update = { operation: '_update', user_id: user.id, enabled: false };
    expect((await operator.put(base, update)).statusCode).toBe(403);
    expect((await campus.put(base, update)).statusCode).toBe(404);
    expect((await admin.get(`${base}/${user.id}`)).json()).toMatchObject({ enabled: true });
    await expect(signIn(t.app, user.username)).resolves.toHaveProperty('AccessToken');
  });
});

describe('DELETE user (body user_id)', () => {
  it('deletes the user, who can no longer sign in or refresh', async () => {
    const user = await confirmed('Darwin');
    const tokens = await signIn(t.app, user.username);
    const res = await admin.delete(base, { user_id: user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_id: user.id });
    expect((await admin.get(`${base}/${user.id}`)).statusCode).toBe(404);
    expect(
      (await post('/auth/refresh', { RefreshToken: tokens.RefreshToken })).statusCode,
    ).not.toBe(200);
    await expect(signIn(t.app, user.username)).rejects.toThrow();
    expect((await auditEntries(t.database.db, 'user.delete')).at(-1)?.details).toMatchObject({
      user_id: user.id,
      target: user.username,
    });
  });

  it('answers 400, 403, 409 for yourself, and 404 for another customer’s user, who stays', async () => {
    const user = await confirmed('Darwin');
    expect(errorOf(await admin.delete(base, {})).fields).toEqual(['body.user_id']);
    expect((await operator.delete(base, { user_id: user.id })).statusCode).toBe(403);
    expect((await admin.delete(base, { user_id: admin.userId })).statusCode).toBe(409);
    expect((await campus.delete(base, { user_id: user.id })).statusCode).toBe(404);
    await expect(signIn(t.app, user.username)).resolves.toHaveProperty('AccessToken');
  });
});
