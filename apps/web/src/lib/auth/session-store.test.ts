import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthenticationResult, fakeCurrentUser } from '../../testing/factories.ts';
import { ApiError } from '../api/api-error.ts';
import type { AuthApi } from './auth-api.ts';
import { createSessionStore, REFRESH_MARGIN_MS } from './session-store.ts';
import { createTokenStorage } from './token-storage.ts';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const HOUR = 3_600_000;

function setup(api: Partial<Pick<AuthApi, 'currentUser' | 'refresh' | 'signOut'>> = {}) {
  const fakeApi = {
    currentUser: vi.fn(api.currentUser ?? (() => Promise.resolve(fakeCurrentUser()))),
    refresh: vi.fn(
      api.refresh ??
        (() => {
          const { RefreshToken: _none, ...result } = fakeAuthenticationResult(
            {},
            (Date.now() + HOUR) / 1000,
          );
          return Promise.resolve(result);
        }),
    ),
    signOut: vi.fn(api.signOut ?? (() => Promise.resolve())),
  };
  const onError = vi.fn();
  const storage = createTokenStorage(window.sessionStorage);
  const store = createSessionStore({ api: fakeApi, storage, platformOwner: 'DARWIN', onError });
  return { store, api: fakeApi, onError, storage };
}

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is signed out after restoring with nothing stored', async () => {
    const { store, api } = setup();
    await store.restore();
    expect(store.getState()).toEqual({ status: 'signed-out', session: null });
    expect(api.currentUser).not.toHaveBeenCalled();
  });

  it('fetches the current user after sign-in and keeps the tokens in sessionStorage', async () => {
    const { store, api, storage } = setup();
    const result = fakeAuthenticationResult({}, (NOW + HOUR) / 1000);
    await store.signedIn(result);
    expect(api.currentUser).toHaveBeenCalledWith(result.AccessToken);
    expect(store.getState()).toMatchObject({
      status: 'signed-in',
      session: { username: 'operator', isOperator: true },
    });
    expect(storage.load()).toMatchObject({ accessToken: result.AccessToken });
    expect(store.accessToken()).toBe(result.AccessToken);
  });

  it('restores a stored session on load, starting as loading', async () => {
    const first = setup();
    await first.store.signedIn(fakeAuthenticationResult({}, (NOW + HOUR) / 1000));
    first.store.dispose();

    const second = setup();
    expect(second.store.getState().status).toBe('loading');
    await second.store.restore();
    expect(second.store.getState().status).toBe('signed-in');
    expect(second.api.refresh).not.toHaveBeenCalled();
  });

  it('refreshes the tokens before they expire and fetches the user again', async () => {
    const { store, api } = setup();
    await store.signedIn(fakeAuthenticationResult({}, (NOW + HOUR) / 1000));
    await vi.advanceTimersByTimeAsync(HOUR - REFRESH_MARGIN_MS - 1);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refresh).toHaveBeenCalledWith('refresh-token-1');
    expect(api.currentUser).toHaveBeenCalledTimes(2);
    expect(store.getState().status).toBe('signed-in');
  });

  it('refreshes stale stored tokens on load instead of using them', async () => {
    const first = setup();
    await first.store.signedIn(fakeAuthenticationResult({}, (NOW + 60_000) / 1000));
    first.store.dispose();
    const second = setup();
    await second.store.restore();
    expect(second.api.refresh).toHaveBeenCalledTimes(1);
    expect(second.store.getState().status).toBe('signed-in');
  });

  it('clears the session with a persistent error when the refresh token is revoked', async () => {
    const { store, onError } = setup({
      refresh: () =>
        Promise.reject(
          new ApiError(401, 'NotAuthorizedException', 'Refresh Token has been revoked'),
        ),
    });
    await store.signedIn(fakeAuthenticationResult({}, (NOW + HOUR) / 1000));
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(store.getState().status).toBe('signed-out');
    expect(window.sessionStorage.length).toBe(0);
    expect(onError).toHaveBeenCalledWith('Your session has ended. Please sign in again.');
  });

  it('reports a failure to fetch the current user and stays signed out', async () => {
    const { store, onError } = setup({
      currentUser: () =>
        Promise.reject(new ApiError(0, 'NetworkError', 'The server could not be reached.')),
    });
    await store.signedIn(fakeAuthenticationResult());
    expect(store.getState().status).toBe('signed-out');
    expect(onError).toHaveBeenCalledWith('The server could not be reached.');
  });

  it('keeps the stored session when it cannot be restored for want of the server', async () => {
    const first = setup();
    await first.store.signedIn(fakeAuthenticationResult({}, (NOW + HOUR) / 1000));
    first.store.dispose();
    const unreachable = setup({
      currentUser: () =>
        Promise.reject(new ApiError(0, 'NetworkError', 'The server could not be reached.')),
    });
    await unreachable.store.restore();
    expect(unreachable.store.getState().status).toBe('signed-out');
    expect(unreachable.onError).toHaveBeenCalledWith('The server could not be reached.');
    expect(unreachable.storage.load()).not.toBeNull();
    unreachable.store.dispose();

    const reloaded = setup({
      currentUser: () => Promise.reject(new DOMException('The page went away', 'AbortError')),
    });
    await reloaded.store.restore();
    expect(reloaded.onError).not.toHaveBeenCalled();
    expect(reloaded.storage.load()).not.toBeNull();
    reloaded.store.dispose();

    const next = setup();
    await next.store.restore();
    expect(next.store.getState().status).toBe('signed-in');
  });

  it('clears the stored session when the server refuses it on load', async () => {
    const first = setup();
    await first.store.signedIn(fakeAuthenticationResult({}, (NOW + HOUR) / 1000));
    first.store.dispose();
    const refused = setup({
      currentUser: () =>
        Promise.reject(new ApiError(401, 'NotAuthorizedException', 'Access Token has expired')),
    });
    await refused.store.restore();
    expect(refused.store.getState().status).toBe('signed-out');
    expect(refused.storage.load()).toBeNull();
  });

  it('signs out: revokes the session and leaves sessionStorage empty', async () => {
    const { store, api } = setup();
    await store.signedIn(fakeAuthenticationResult());
    window.sessionStorage.setItem('something-else', 'temporary');
    await store.signOut();
    expect(api.signOut).toHaveBeenCalledWith('refresh-token-1', expect.any(String));
    expect(store.getState()).toEqual({ status: 'signed-out', session: null });
    expect(window.sessionStorage.length).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('still clears the browser when the server cannot revoke the session', async () => {
    const { store, onError } = setup({
      signOut: () =>
        Promise.reject(new ApiError(0, 'NetworkError', 'The server could not be reached.')),
    });
    await store.signedIn(fakeAuthenticationResult());
    await store.signOut();
    expect(window.sessionStorage.length).toBe(0);
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('could not end the session'));
  });
});
