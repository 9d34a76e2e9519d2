import { useMemo } from 'react';
import { useSessionStore } from '../auth/session-context.ts';
import { createApiClient } from './api-client.ts';
import type { ApiClient } from './api-client.ts';

/** The API client of the signed-in session (it reads the current access token on every call). */
export function useApiClient(): ApiClient {
  const store = useSessionStore();
  return useMemo(() => createApiClient(store.accessToken), [store]);
}
