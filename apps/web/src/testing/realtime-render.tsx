import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { SessionContext } from '../lib/auth/session-context.ts';
import type { SessionStore } from '../lib/auth/session-store.ts';
import { fakeSockets } from '../lib/realtime/fake-web-socket.ts';
import { createRealtimeClient } from '../lib/realtime/realtime-client.ts';
import { RealtimeContext } from '../lib/realtime/realtime-context.ts';
import { ToastContext } from '../lib/toast/toast-context.ts';
import { createToastStore } from '../lib/toast/toast-store.ts';

export interface RealtimeRenderOptions {
  session: SessionStore;
  colorScheme?: 'light' | 'dark';
}

/**
 * Renders UI in the app's contexts with a realtime client on fake sockets; `publish` sends an
 * event to every running subscription whose query names the field.
 */
export function renderWithRealtime(ui: ReactNode, { session, colorScheme }: RealtimeRenderOptions) {
  const sockets = fakeSockets();
  const client = createRealtimeClient({
    url: () => 'ws://console.test/graphql',
    apiKey: () => 'public-key',
    token: () => 'access-token',
    createSocket: sockets.factory,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const toasts = createToastStore();
  const result = render(
    <MantineProvider forceColorScheme={colorScheme}>
      <QueryClientProvider client={queryClient}>
        <ToastContext.Provider value={toasts}>
          <SessionContext.Provider value={session}>
            <RealtimeContext.Provider value={client}>{ui}</RealtimeContext.Provider>
          </SessionContext.Provider>
        </ToastContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const publish = (field: string, payload: unknown) => {
    const socket = sockets.latest();
    for (const message of socket.sentOfType('subscribe')) {
      const query = (message.payload as { query: string }).query;
      if (query.includes(field) && message.id !== undefined) {
        socket.receive({ type: 'next', id: message.id, payload: { data: { [field]: payload } } });
      }
    }
  };
  return { ...result, sockets, client, publish, toasts, queryClient };
}

/** Renders the routes at `path` as `renderWithRealtime` does; also returns the router. */
export function renderRoutesWithRealtime(
  routes: RouteObject[],
  path: string,
  options: RealtimeRenderOptions,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithRealtime(<RouterProvider router={router} />, options), router };
}
