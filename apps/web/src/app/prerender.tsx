import { FIRST_SCREEN, paths, type PublicAnnouncementList } from '@shuttle-ops/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { publicQueryKey } from '../features/public-tracking/api/public-queries.ts';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { createServices } from './services.ts';

// For build/prerender.ts, which cannot load the domain package itself.
export { FIRST_SCREEN };

/** The announcement the build renders to cut the server's templates from (its text is the slot). */
export const SAMPLE_ANNOUNCEMENTS: PublicAnnouncementList = {
  Items: [
    {
      id: '00000000-0000-4000-8000-000000000000',
      text: FIRST_SCREEN.textSlot,
      start_dt: '2026-01-01T00:00:00.000Z',
      end_dt: null,
    },
  ],
  Count: 1,
  total: 1,
};

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
 * before any script has run; React then renders the same screen in its place. `announcements`:
 * as if the API had answered them (the build renders a sample to cut the server's templates).
 */
export async function render(announcements?: PublicAnnouncementList): Promise<string> {
  const services = createServices(emptyStorage());
  if (announcements !== undefined) {
    services.queryClient.setQueryData(publicQueryKey('announcements', null), announcements);
  }
  // The app's own routes, the screen's code loaded: the same tree as the browser's, which then
  // hydrates this markup instead of replacing it.
  const router = createMemoryRouter(routes, { initialEntries: [paths.shuttle] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const html = renderToString(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
  router.dispose();
  return html;
}
