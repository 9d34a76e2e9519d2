import { buildSession } from '@shuttle-ops/domain';
import type { Session } from '@shuttle-ops/domain';
import type { SessionState, SessionStore } from '../lib/auth/session-store.ts';

/** A session with these groups, of the platform owner unless another customer is named. */
export function sessionWith(groups: string[], customerName = 'Darwin'): Session {
  return buildSession(
    {
      sub: 'u-1',
      'custom:cid': '00000000-0000-4000-8000-00000000c001',
      'custom:cname': customerName,
      preferred_username: 'Test User',
      email: 'test@example.test',
    },
    { sub: 'u-1', username: 'test-user', 'cognito:groups': groups },
  );
}

/** A session store that stays in one state. */
export function sessionStoreIn(
  state: SessionState,
  accessToken: string | null = null,
): SessionStore {
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    accessToken: () => accessToken,
    restore: () => Promise.resolve(),
    signedIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    dispose: () => undefined,
  };
}

export const signedInAs = (groups: string[], customerName?: string): SessionState => ({
  status: 'signed-in',
  session: sessionWith(groups, customerName),
});
