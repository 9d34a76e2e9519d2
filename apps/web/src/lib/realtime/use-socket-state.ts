import { useSyncExternalStore } from 'react';
import { useRealtimeClient } from './realtime-context.ts';
import type { SocketState } from './realtime-types.ts';

/** The shared socket's state (spec §4: closed, connecting, ready). */
export function useSocketState(): SocketState {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.onSocketState, client.socketState, client.socketState);
}
