import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { createAppRouter } from './router.tsx';
import type { AppServices } from './services.ts';

export interface AppProps {
  services: AppServices;
}

export function App({ services }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
