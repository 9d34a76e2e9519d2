import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import { SessionContext } from '../lib/auth/session-context.ts';
import type { SessionStore } from '../lib/auth/session-store.ts';
import { ToastContext } from '../lib/toast/toast-context.ts';
import { createToastStore } from '../lib/toast/toast-store.ts';
import type { ToastStore } from '../lib/toast/toast-store.ts';

export interface TestContext {
  session?: SessionStore;
  toasts?: ToastStore;
}

function Providers({ context, children }: { context: TestContext; children: ReactNode }) {
  const toasts = context.toasts ?? createToastStore();
  const inner = <ToastContext.Provider value={toasts}>{children}</ToastContext.Provider>;
  return (
    <MantineProvider>
      {context.session === undefined ? (
        inner
      ) : (
        <SessionContext.Provider value={context.session}>{inner}</SessionContext.Provider>
      )}
    </MantineProvider>
  );
}

/** Renders UI inside Mantine and the app's contexts. */
export function renderWithProviders(ui: ReactNode, context: TestContext = {}): RenderResult {
  return render(<Providers context={context}>{ui}</Providers>);
}

/** Renders routes in a memory router starting at `path` (with a state if given); returns the router. */
export function renderRoutes(routes: RouteObject[], path: InitialEntry, context: TestContext = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers context={context}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
