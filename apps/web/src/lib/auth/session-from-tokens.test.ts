import { displayName, menuFor } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { fakeAuthenticationResult, fakeCurrentUser } from '../../testing/factories.ts';
import { sessionFrom, tokensFrom } from './session-from-tokens.ts';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('tokensFrom', () => {
  it('takes the expiry from the access token exp claim', () => {
    const result = fakeAuthenticationResult({}, NOW / 1000 + 3600);
    expect(tokensFrom(result, null, NOW)).toEqual({
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: 'refresh-token-1',
      expiresAt: NOW + 3_600_000,
    });
  });

  it('keeps the previous refresh token when a refresh answer carries none', () => {
    const { RefreshToken: _dropped, ...refreshed } = fakeAuthenticationResult();
    expect(tokensFrom(refreshed, 'kept-refresh-token', NOW).refreshToken).toBe(
      'kept-refresh-token',
    );
  });

  it('refuses a first sign-in without a refresh token', () => {
    const { RefreshToken: _dropped, ...result } = fakeAuthenticationResult();
    expect(() => tokensFrom(result, null, NOW)).toThrow('no refresh token');
  });
});

describe('sessionFrom', () => {
  it('builds the session of spec §3 from the decoded ID and access tokens', () => {
    const result = fakeAuthenticationResult({
      username: 'remote-operator',
      preferredUsername: 'Remi Remote',
      customerName: 'Darwin',
      customerId: 'cust-darwin',
      groups: ['remote_operator'],
    });
    const session = sessionFrom(
      { idToken: result.IdToken, accessToken: result.AccessToken },
      null,
      'DARWIN',
    );
    expect(session).toMatchObject({
      username: 'remote-operator',
      preferred_username: 'Remi Remote',
      custom_cname: 'Darwin',
      custom_cid: 'cust-darwin',
      cognito_groups: ['remote_operator'],
      isRemoteOperator: true,
      isOperator: false,
      isDarwin: true,
    });
    expect(displayName(session)).toBe('Remi Remote');
    const operatorItems = menuFor(session).find((s) => s.title === 'Operator Screens')?.items;
    expect(operatorItems?.map((item) => item.label)).toContain('Remote Operator');
  });

  it('prefers the freshly fetched user over the claims in the tokens', () => {
    const result = fakeAuthenticationResult({ groups: ['operator'], preferredUsername: 'Old' });
    const user = fakeCurrentUser({ groups: ['service_manager'], preferredUsername: 'New' });
    const session = sessionFrom(
      { idToken: result.IdToken, accessToken: result.AccessToken },
      user,
      'DARWIN',
    );
    expect(session.cognito_groups).toEqual(['service_manager']);
    expect(session.isServiceManager).toBe(true);
    expect(session.isOperator).toBe(false);
    expect(session.preferred_username).toBe('New');
  });

  it('marks only the platform owner customer as Darwin', () => {
    const result = fakeAuthenticationResult({
      customerName: 'Campus Mobility',
      groups: ['remote_operator'],
    });
    const session = sessionFrom(
      { idToken: result.IdToken, accessToken: result.AccessToken },
      null,
      'DARWIN',
    );
    expect(session.isDarwin).toBe(false);
  });

  it('falls back to the email when there is no preferred username', () => {
    const result = fakeAuthenticationResult({ preferredUsername: '', email: 'ops@example.com' });
    const session = sessionFrom(
      { idToken: result.IdToken, accessToken: result.AccessToken },
      null,
      'DARWIN',
    );
    expect(displayName(session)).toBe('ops@example.com');
  });
});
