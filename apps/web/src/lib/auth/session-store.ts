import { authErrorCodes } from '@shuttle-ops/domain';
import type { AuthenticationResult, Session } from '@shuttle-ops/domain';
import { isApiError } from '../api/api-error.ts';
import type { AuthApi } from './auth-api.ts';
import { sessionFrom, tokensFrom } from './session-from-tokens.ts';
import type { StoredTokens, TokenStorage } from './token-storage.ts';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-out'; session: null }
  | { status: 'signed-in'; session: Session };

/** Refresh this long before the access token expires (an hour's token is renewed after 50 min). */
export const REFRESH_MARGIN_MS = 10 * 60 * 1000;

export interface SessionStoreDeps {
  api: Pick<AuthApi, 'currentUser' | 'refresh' | 'signOut'>;
  storage: TokenStorage;
  platformOwner: string;
  /** Every failure other than a sign-out; the shell shows it in a persistent error toast. */
  onError: (message: string) => void;
  now?: () => number;
}

export interface SessionStore {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** The access token for API calls, or null when signed out. */
  accessToken: () => string | null;
  /** On load: rebuild the session from stored tokens (refreshing them when they are stale). */
  restore: () => Promise<void>;
  /** After sign-in: store the tokens, fetch the current user, start the refresh timer. */
  signedIn: (result: AuthenticationResult) => Promise<void>;
  /** Revokes the session on the server, then clears the browser's session storage. */
  signOut: () => Promise<void>;
  dispose: () => void;
}

function messageOf(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The server answered (a refusal, a bad answer), as opposed to a call that never completed. */
const answeredByServer = (error: unknown): boolean => isApiError(error) && error.status > 0;
const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const now = deps.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let state: SessionState = deps.storage.load()
    ? { status: 'loading', session: null }
    : { status: 'signed-out', session: null };
  let tokens: StoredTokens | null = deps.storage.load();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: SessionState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const stopTimer = (): void => {
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    refreshTimer = undefined;
  };

  const clear = (): void => {
    stopTimer();
    tokens = null;
    deps.storage.clear();
    setState({ status: 'signed-out', session: null });
  };

  const fail = (error: unknown): void => {
    clear();
    deps.onError(messageOf(error));
  };

  // "On every authentication event the current user is fetched and the session stored."
  const establish = async (next: StoredTokens): Promise<void> => {
    const user = await deps.api.currentUser(next.accessToken);
    const session = sessionFrom(next, user, deps.platformOwner);
    tokens = next;
    deps.storage.save(next);
    setState({ status: 'signed-in', session });
    schedule(next);
  };

  const refresh = async (): Promise<void> => {
    if (tokens === null) return;
    const result = await deps.api.refresh(tokens.refreshToken);
    await establish(tokensFrom(result, tokens.refreshToken, now()));
  };

  function schedule(current: StoredTokens): void {
    stopTimer();
    const delay = Math.max(0, current.expiresAt - REFRESH_MARGIN_MS - now());
    refreshTimer = setTimeout(() => {
      refresh().catch((error: unknown) => {
        // A revoked or expired refresh token clears the cached user (spec §8).
        if (isApiError(error) && error.code === authErrorCodes.notAuthorized) {
          fail(new Error('Your session has ended. Please sign in again.'));
        } else {
          fail(error);
        }
      });
    }, delay);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken: () => tokens?.accessToken ?? null,

    async restore() {
      const stored = tokens;
      if (stored === null) {
        setState({ status: 'signed-out', session: null });
        return;
      }
      try {
        if (stored.expiresAt - REFRESH_MARGIN_MS <= now()) await refresh();
        else await establish(stored);
      } catch (error) {
        if (answeredByServer(error)) {
          fail(error);
          return;
        }
        // Unreachable, or the page is going away (a reload aborts the call): the stored tokens
        // stay, so that the next load of the page restores the session.
        stopTimer();
        tokens = null;
        setState({ status: 'signed-out', session: null });
        if (!isAbort(error)) deps.onError(messageOf(error));
      }
    },

    async signedIn(result) {
      try {
        await establish(tokensFrom(result, null, now()));
      } catch (error) {
        fail(error);
      }
    },

    async signOut() {
      const current = tokens;
      clear();
      if (current === null) return;
      try {
        await deps.api.signOut(current.refreshToken, current.accessToken);
      } catch (error) {
        deps.onError(
          `Signed out here, but the server could not end the session: ${messageOf(error)}`,
        );
      }
    },

    dispose: stopTimer,
  };
}
