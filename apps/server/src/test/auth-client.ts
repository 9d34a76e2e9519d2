import type { FastifyInstance } from 'fastify';
import type { AuthenticationResult } from '@shuttle-ops/domain';
import { DEMO_PASSWORD } from './test-app.ts';

/** Signs in over HTTP like the console does and answers the tokens. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Required<AuthenticationResult>> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { username, password },
  });
  const body = res.json<{ AuthenticationResult?: Required<AuthenticationResult> }>();
  if (res.statusCode !== 200 || !body.AuthenticationResult) {
    throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  }
  return body.AuthenticationResult;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
