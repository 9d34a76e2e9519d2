import { paths } from '@shuttle-ops/domain';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PublicTrackingPage } from '../features/public-tracking/public-tracking-page.tsx';
import { AppProviders } from './app-providers.tsx';
import { RouteGuard } from './route-guard.tsx';
import { createServices } from './services.ts';
import { ShellLayout } from './shell/shell-layout.tsx';

/** Nobody is signed in when the page is rendered ahead of time. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

/**
 * The public page's first screen as HTML, rendered at build time (build/prerender.ts) from the
 * same components and in the same state as the browser's first render of /shuttle: the shell
 * signed out, the heading, "Loading the shuttles…" and the map's place. The browser paints it
 * before any script has run; React then renders the same screen in its place.
 */
export function render(): string {
  const router = createMemoryRouter(
    [
      {
        Component: ShellLayout,
        children: [
          {
            Component: RouteGuard,
            children: [{ path: paths.shuttle, Component: PublicTrackingPage }],
          },
        ],
      },
    ],
    { initialEntries: [paths.shuttle] },
  );
  return renderToString(
    <AppProviders services={createServices(emptyStorage())}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
