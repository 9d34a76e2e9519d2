import { createContext, useContext } from 'react';
import { SessionContext } from '../auth/session-context.ts';
import type { SessionStore } from '../auth/session-store.ts';
import { ToastContext } from '../toast/toast-context.ts';
import type { ToastStore } from '../toast/toast-store.ts';
import { createRealtimeClient } from './realtime-client.ts';
import type { RealtimeClient } from './realtime-client.ts';
import { graphqlSocketUrl, PUBLIC_API_KEY } from './realtime-config.ts';
import { REALTIME_MESSAGES } from './realtime-messages.ts';

/** Overrides the app's client (tests); normally empty. */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

const REALTIME_TEXTS = new Set<string>(Object.values(REALTIME_MESSAGES));

// One client, hence one socket, per app: the app's session store is created once per tab.
const clients = new WeakMap<SessionStore, RealtimeClient>();

/**
 * The app's realtime client: the signed-in user's token, the public API key, failures shown in
 * the shell's toast as errors (spec §8) and taken down again once the socket is back.
 */
export function realtimeClientFor(session: SessionStore, toasts: ToastStore | null) {
  const existing = clients.get(session);
  if (existing !== undefined) return existing;
  const client = createRealtimeClient({
    url: () => graphqlSocketUrl(window.location),
    apiKey: () => PUBLIC_API_KEY,
    token: session.accessToken,
    onFailure: (message) =>
      toasts?.show({ content: message, appearance: 'error', autoDismiss: false }),
  });
  client.onSocketState(() => {
    if (client.socketState() !== 'ready' || toasts === null) return;
    const toast = toasts.getState();
    if (toast.visible && REALTIME_TEXTS.has(toast.content)) toasts.hide();
  });
  clients.set(session, client);
  return client;
}

export function useRealtimeClient(): RealtimeClient {
  const provided = useContext(RealtimeContext);
  const session = useContext(SessionContext);
  const toasts = useContext(ToastContext);
  if (provided !== null) return provided;
  if (session === null) throw new Error('useRealtimeClient needs a SessionContext provider');
  return realtimeClientFor(session, toasts);
}
