import { createHash, randomBytes } from 'node:crypto';
import type { JWTPayload } from 'jose';
import {
  buildSession,
  type AuthenticationResult,
  type ChallengeName,
  type Session,
} from '@shuttle-ops/domain';
import type { PoolUser } from './identity.repository.ts';
import type { SigningKeys } from './signing-keys.ts';

export const ID_TOKEN_TTL_S = 3600;
export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
export const CHALLENGE_TTL_S = 180;
export const CLIENT_ID = 'shuttle-ops-console';

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export const newRefreshToken = (): string => randomBytes(48).toString('base64url');

/** Builds and checks the pool's JWTs; `token_use` keeps one kind from passing for another. */
export function tokenFactory(keys: SigningKeys, platformOwner: string) {
  return {
    async issue(user: PoolUser): Promise<Omit<AuthenticationResult, 'RefreshToken'>> {
      const authTime = Math.floor(Date.now() / 1000);
      const idToken = await keys.sign(
        {
          sub: user.id,
          email: user.email ?? undefined,
          email_verified: user.email !== null,
          preferred_username: user.preferredUsername ?? undefined,
          'cognito:username': user.username,
          'custom:cname': user.customerName,
          'custom:cid': user.customerId,
          token_use: 'id',
          auth_time: authTime,
        },
        ID_TOKEN_TTL_S,
        CLIENT_ID,
      );
      const accessToken = await keys.sign(
        {
          sub: user.id,
          username: user.username,
          'cognito:groups': user.groups,
          // Tenancy travels with the token so no request needs a lookup to scope its data.
          'custom:cid': user.customerId,
          'custom:cname': user.customerName,
          token_use: 'access',
          client_id: CLIENT_ID,
          scope: 'openid profile email',
          auth_time: authTime,
        },
        ACCESS_TOKEN_TTL_S,
      );
      return {
        IdToken: idToken,
        AccessToken: accessToken,
        ExpiresIn: ACCESS_TOKEN_TTL_S,
        TokenType: 'Bearer',
      };
    },

    challenge(user: PoolUser, name: ChallengeName): Promise<string> {
      return keys.sign({ sub: user.id, token_use: 'challenge', challenge: name }, CHALLENGE_TTL_S);
    },

    /** The challenge's user id, or null when the session is bad, expired or for another step. */
    async readChallenge(session: string, name: ChallengeName): Promise<string | null> {
      const payload = await keys.verify(session).catch(() => null);
      if (payload?.token_use !== 'challenge' || payload.challenge !== name) return null;
      return typeof payload.sub === 'string' ? payload.sub : null;
    },

    /**
     * A token that only reads the MI report (`token_use: 'mi-report'`): its session is the
     * caller's, and every other route refuses it, as it is no access token.
     */
    reportToken(session: Session, ttlSeconds: number): Promise<string> {
      return keys.sign(
        {
          sub: session.sub,
          username: session.username,
          'cognito:groups': session.cognito_groups,
          'custom:cid': session.custom_cid,
          'custom:cname': session.custom_cname,
          token_use: 'mi-report',
        },
        ttlSeconds,
      );
    },

    /** The session of a valid report token, or null. */
    async readReportToken(token: string): Promise<Session | null> {
      const payload: JWTPayload | null = await keys.verify(token).catch(() => null);
      if (payload?.token_use !== 'mi-report') return null;
      try {
        return buildSession(payload, payload, platformOwner);
      } catch {
        return null;
      }
    },

    /** The session of a valid access token, or null. */
    async readAccessToken(token: string): Promise<Session | null> {
      const payload: JWTPayload | null = await keys.verify(token).catch(() => null);
      if (payload?.token_use !== 'access') return null;
      try {
        return buildSession(payload, payload, platformOwner);
      } catch {
        return null;
      }
    },
  };
}

export type TokenFactory = ReturnType<typeof tokenFactory>;
