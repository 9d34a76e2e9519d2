import type { RealtimeMessage } from './realtime-messages.ts';

/** Spec §4: the shared socket is closed, opening (`connecting`) or acknowledged (`ready`). */
export type SocketState = 'closed' | 'connecting' | 'ready';

/**
 * Spec §4: a subscription waits for the socket (`pending`), is running on it (`connected`) or
 * has failed; one that failed with the connection is started again when the socket is back.
 */
export type SubscriptionState = 'pending' | 'connected' | 'failed';

/** Why a subscription or the connection failed: a message of spec §8, with the server's words. */
export interface RealtimeError {
  message: RealtimeMessage;
  /** What the server said, when it said something (GraphQL error messages, a close reason). */
  details: readonly string[];
}

/** A GraphQL operation as the server receives it. */
export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | undefined;
}

export interface SubscriptionObserver {
  /** The `data` of each event of the subscription. */
  next: (data: unknown) => void;
  /** Every change of the subscription's state. */
  state: (state: SubscriptionState, error: RealtimeError | null) => void;
}

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface WebSocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

export type WebSocketFactory = (url: string, protocol: string) => WebSocketLike;
