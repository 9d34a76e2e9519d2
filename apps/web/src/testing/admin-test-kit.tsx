import { buildSession } from '@shuttle-ops/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionState, SessionStore } from '../lib/auth/session-store.ts';
import { createToastStore } from '../lib/toast/toast-store.ts';
import { renderRoutes } from './render.tsx';
import { CUSTOMER_ID } from './wire-fixtures.ts';

/** A signed-in session store for component tests (no timers, no network). */
export interface TestUser {
  groups?: string[];
  customerName?: string;
  customerId?: string;
}

export function signedInStore({
  groups = ['admin'],
  customerName = 'Darwin',
  customerId = CUSTOMER_ID,
}: TestUser = {}): SessionStore {
  const session = buildSession(
    { sub: 'user-self', 'custom:cid': customerId, 'custom:cname': customerName },
    { sub: 'user-self', username: 'tester', 'cognito:groups': groups },
  );
  // useSyncExternalStore needs the same snapshot on every read.
  const state: SessionState = { status: 'signed-in', session };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    accessToken: () => 'access-token',
    restore: () => Promise.resolve(),
    signedIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    dispose: () => undefined,
  };
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = { status: number; body: unknown };

/**
 * Stubs fetch: each request is answered by the first handler whose `METHOD /path` key is a
 * prefix of the request's, and recorded.
 */
export function stubApi(handlers: Record<string, (call: RecordedCall) => Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, url, body };
    calls.push(call);
    const key = Object.keys(handlers).find((candidate) => `${method} ${url}`.startsWith(candidate));
    const answer = key === undefined ? undefined : handlers[key]?.(call);
    if (answer === undefined) throw new Error(`unexpected ${method} ${url}`);
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  return calls;
}

/** Renders an admin screen at `path` with react-query, the session and the toast. */
export function renderAdminScreen(screen: ReactNode, path: string, user: TestUser = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const toasts = createToastStore();
  const result = renderRoutes(
    [
      {
        path: path.split('?')[0] ?? path,
        element: <QueryClientProvider client={queryClient}>{screen}</QueryClientProvider>,
      },
    ],
    path,
    { session: signedInStore(user), toasts },
  );
  return { ...result, toasts };
}
