import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { enablePlainValidationMessages } from '@shuttle-ops/domain';
import { App } from './app/app.tsx';
import { preloadScreen } from './app/route-preload.ts';
import { routes } from './app/router.tsx';
import { createServices } from './app/services.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

enablePlainValidationMessages();

function start(root: HTMLElement) {
  const services = createServices();
  // Spec §4: on load the current user is fetched and the session stored.
  void services.session.restore();
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

// The screen's code downloads meanwhile, not after the settings and the first render.
preloadScreen(routes, window.location.pathname);
// The server's settings first (public key, platform owner), so every screen uses this deployment's.
void loadRuntimeConfig().finally(() => start(container));
