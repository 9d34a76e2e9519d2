import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionContext } from '../lib/auth/session-context.ts';
import { ToastContext } from '../lib/toast/toast-context.ts';
import type { AppServices } from './services.ts';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

export interface AppProvidersProps {
  services: AppServices;
  children: ReactNode;
}

export function AppProviders({ services, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={services.queryClient}>
        <ToastContext.Provider value={services.toasts}>
          <SessionContext.Provider value={services.session}>{children}</SessionContext.Provider>
        </ToastContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
