import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { enablePlainValidationMessages } from '@shuttle-ops/domain';
import { App } from './app/app.tsx';
import { applyDeferredStyles } from './app/deferred-styles.ts';
import { preloadScreen } from './app/route-preload.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { createServices } from './app/services.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

enablePlainValidationMessages();

function start(root: HTMLElement) {
  const services = createServices();
  // Spec §4: on load the current user is fetched and the session stored.
  void services.session.restore();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>
  );
  if (root.firstElementChild === null) {
    createRoot(root).render(app);
    return;
  }
  // The HTML of the public page already shows its first screen (build/prerender.ts, from the same
  // tree): once the screen's code and the full stylesheets are in, React takes over that markup
  // (hydrates it) rather than replacing it, and no start-up spinner shows in between. Should the
  // markup differ (a signed-in visitor, saved arrivals on the device), React renders anew in its
  // place.
  const render = () => hydrateRoot(root, app);
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  void Promise.all([routed, applyDeferredStyles()]).then(render);
}

// The screen's code downloads meanwhile, not after the settings and the first render.
preloadScreen(routes, window.location.pathname);
// The server's settings first (public key, platform owner), so every screen uses this deployment's.
void loadRuntimeConfig().finally(() => start(container));
