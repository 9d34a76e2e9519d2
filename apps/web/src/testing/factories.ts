import type { AuthenticationResult, CurrentUserResponse } from '@shuttle-ops/domain';

/** An unsigned JWT with the given payload: the browser only reads payloads. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export interface FakeUser {
  sub?: string;
  username?: string;
  email?: string;
  preferredUsername?: string;
  customerName?: string;
  customerId?: string;
  groups?: string[];
}

const defaults = {
  sub: 'c0ffee00-0000-4000-8000-000000000001',
  username: 'operator',
  email: 'operator@example.com',
  preferredUsername: 'Olivia Operator',
  customerName: 'Darwin',
  customerId: 'cust-darwin',
  groups: ['operator'],
} satisfies Required<FakeUser>;

export function fakeAuthenticationResult(
  user: FakeUser = {},
  expiresAtSeconds = Math.floor(Date.now() / 1000) + 3600,
): AuthenticationResult {
  const u = { ...defaults, ...user };
  return {
    IdToken: fakeJwt({
      sub: u.sub,
      email: u.email,
      preferred_username: u.preferredUsername,
      'custom:cname': u.customerName,
      'custom:cid': u.customerId,
      exp: expiresAtSeconds,
    }),
    AccessToken: fakeJwt({
      sub: u.sub,
      username: u.username,
      'cognito:groups': u.groups,
      exp: expiresAtSeconds,
    }),
    RefreshToken: 'refresh-token-1',
    ExpiresIn: 3600,
    TokenType: 'Bearer',
  };
}

export function fakeCurrentUser(user: FakeUser = {}): CurrentUserResponse {
  const u = { ...defaults, ...user };
  return {
    Username: u.username,
    UserAttributes: {
      sub: u.sub,
      email: u.email,
      preferred_username: u.preferredUsername,
      'custom:cname': u.customerName,
      'custom:cid': u.customerId,
    },
    Groups: u.groups,
    MfaEnabled: false,
  };
}
