import { buildSession } from '@shuttle-ops/domain';
import type { AuthenticationResult, CurrentUserResponse, Session } from '@shuttle-ops/domain';
import { decodeJwtPayload, expiryOf } from './jwt.ts';
import type { StoredTokens } from './token-storage.ts';

/**
 * Tokens as stored after sign-in or refresh. A refresh answer carries no refresh token, so the
 * previous one is kept. The expiry comes from the access token, else from `ExpiresIn`.
 */
export function tokensFrom(
  result: AuthenticationResult,
  previousRefreshToken: string | null,
  now: number,
): StoredTokens {
  const refreshToken = result.RefreshToken ?? previousRefreshToken;
  if (refreshToken === null || refreshToken === '') {
    throw new Error('The sign-in answer carries no refresh token.');
  }
  const expiresAt = expiryOf(decodeJwtPayload(result.AccessToken)) ?? now + result.ExpiresIn * 1000;
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken,
    expiresAt,
  };
}

/**
 * The session from the decoded tokens, overlaid with the freshly fetched user (attributes and
 * groups may have changed since the tokens were issued).
 */
export function sessionFrom(
  tokens: Pick<StoredTokens, 'idToken' | 'accessToken'>,
  user: CurrentUserResponse | null,
  platformOwner: string,
): Session {
  const idClaims = decodeJwtPayload(tokens.idToken);
  const accessClaims = decodeJwtPayload(tokens.accessToken);
  if (user === null) return buildSession(idClaims, accessClaims, platformOwner);
  return buildSession(
    { ...idClaims, ...user.UserAttributes },
    { ...accessClaims, username: user.Username, 'cognito:groups': user.Groups },
    platformOwner,
  );
}
