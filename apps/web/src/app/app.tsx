import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';
import type { AppServices } from './services.ts';

export interface AppProps {
  services: AppServices;
  /** The app's router; one of its own by default. */
  router?: AppRouter;
}

export function App({ services, router: given }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
