import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from './session-store.ts';

export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (store === null) throw new Error('useSessionStore needs a SessionContext provider');
  return store;
}

/** What the public page's HTML was rendered with at build time: nobody signed in. */
const RENDERED_AHEAD: SessionState = { status: 'signed-out', session: null };
const renderedAhead = () => RENDERED_AHEAD;

export function useSession(): SessionState {
  const store = useSessionStore();
  // While React takes over the page's HTML (hydration) it renders the state that HTML was made
  // with, then the stored session at once: a signed-in user's header never mismatches the markup.
  return useSyncExternalStore(store.subscribe, store.getState, renderedAhead);
}
