import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from './session-store.ts';

export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (store === null) throw new Error('useSessionStore needs a SessionContext provider');
  return store;
}

export function useSession(): SessionState {
  const store = useSessionStore();
  // The same state when the page is rendered ahead of time (the public page's HTML).
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
