import { QueryClient } from '@tanstack/react-query';
import { PLATFORM_OWNER } from '../config/env.ts';
import { authApi } from '../lib/auth/auth-api.ts';
import { createSessionStore } from '../lib/auth/session-store.ts';
import type { SessionStore } from '../lib/auth/session-store.ts';
import { createTokenStorage } from '../lib/auth/token-storage.ts';
import { toastsFor } from '../lib/toast/toast-context.ts';
import { createToastStore, SHELL_TOAST_DISMISS_MS } from '../lib/toast/toast-store.ts';
import type { ToastStore } from '../lib/toast/toast-store.ts';

export interface AppServices {
  toasts: ToastStore;
  session: SessionStore;
  queryClient: QueryClient;
}

/**
 * The long-lived stores of one browser tab, created once at start-up. `sessionStorage` holds the
 * tokens (another one when the page is rendered ahead of time, outside a browser).
 */
export function createServices(sessionStorage: Storage = window.sessionStorage): AppServices {
  const toasts = createToastStore(SHELL_TOAST_DISMISS_MS);
  const session = createSessionStore({
    api: authApi,
    storage: createTokenStorage(sessionStorage),
    platformOwner: PLATFORM_OWNER,
    onError: (message) => toastsFor(toasts).error(message),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  return { toasts, session, queryClient };
}
