import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { uniqueSuffix } from './admin.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import type { DemoUser } from './demo-users.ts';

interface Tokens {
  AccessToken: string;
}

/** Signs in over the API; answers the access token. */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/auth/signin', { data: { username, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { AuthenticationResult: Tokens }).AuthenticationResult.AccessToken;
}

export interface FreshUser extends DemoUser {
  password: string;
}

/**
 * A user of the platform owner made for one test (so changing its password or sign-in never
 * touches the demo users other tests sign in with), with its first password already chosen.
 */
export async function createFreshUser(
  request: APIRequestContext,
  workerIndex: number,
  { groups = ['operator'], customerId }: { groups?: string[]; customerId?: string } = {},
): Promise<FreshUser> {
  const suffix = uniqueSuffix(workerIndex);
  const username = `fresh-${suffix}`;
  const displayName = `Fresh User ${suffix}`;
  const temporary = `Temporary-${suffix}-Pass`;
  const password = `Chosen-${suffix}-Pass`;
  const admin = await apiToken(request, 'admin');
  const created = await request.post('/dev/v1/user', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      ...(customerId === undefined ? {} : { Customer_ID: customerId }),
      username,
      email: `${username}@example.test`,
      preferred_username: displayName,
      roles: groups,
      temporary_password: temporary,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const first = await request.post('/auth/signin', { data: { username, password: temporary } });
  const challenge = (await first.json()) as { ChallengeName: string; Session: string };
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await request.post('/auth/challenge', {
    data: {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { NEW_PASSWORD: password },
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  return {
    username,
    displayName,
    password,
    landing: groups.includes('operator') ? '/operator' : '/admin',
    menu: [],
    moreAllowedRoutes: [],
    forbiddenRoute: '/admin/users',
  };
}

/** A customer of its own, made by the platform owner's admin; answers its id. */
export async function createFreshCustomer(
  request: APIRequestContext,
  workerIndex: number,
): Promise<{ id: string; name: string }> {
  const name = `Fresh Customer ${uniqueSuffix(workerIndex)}`;
  const admin = await apiToken(request, 'admin');
  const res = await request.post('/dev/v1/customers', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { Customer_ID: string }).Customer_ID, name };
}
