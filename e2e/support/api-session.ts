import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { signInResponse } from '@shuttle-ops/domain';
import { DEMO_PASSWORD } from './demo-users.ts';

/** REST calls as a demo user, with the access token the sign-in answered. */
export interface ApiSession {
  get: (path: string) => Promise<APIResponse>;
  post: (path: string, data: unknown) => Promise<APIResponse>;
  put: (path: string, data: unknown) => Promise<APIResponse>;
}

export async function apiSession(
  request: APIRequestContext,
  username: string,
): Promise<ApiSession> {
  const signin = await request.post('/auth/signin', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  const { AuthenticationResult } = (await signin.json()) as {
    AuthenticationResult: { AccessToken: string };
  };
  const headers = { authorization: `Bearer ${AuthenticationResult.AccessToken}` };
  return {
    get: (path) => request.get(path, { headers }),
    post: (path, data) => request.post(path, { headers, data }),
    put: (path, data) => request.put(path, { headers, data }),
  };
}

/** The bearer header of a demo user. */
export async function headersOf(request: APIRequestContext, username: string) {
  const answer = signInResponse.parse(
    await (
      await request.post('/auth/signin', { data: { username, password: DEMO_PASSWORD } })
    ).json(),
  );
  if (!('AuthenticationResult' in answer)) throw new Error(`${username} was asked a challenge`);
  return { authorization: `Bearer ${answer.AuthenticationResult.AccessToken}` };
}
