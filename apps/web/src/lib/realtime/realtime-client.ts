import { CLOSE_DELAY_MS, HANDSHAKE_TIMEOUT_MS, RETRY_DELAY_MS } from './realtime-constants.ts';
import { openConnection } from './realtime-connection.ts';
import type { Connection, ConnectionFailure } from './realtime-connection.ts';
import { REALTIME_MESSAGES } from './realtime-messages.ts';
import type { RealtimeMessage } from './realtime-messages.ts';
import type {
  GraphqlRequest,
  RealtimeError,
  SocketState,
  SubscriptionObserver,
  SubscriptionState,
  WebSocketFactory,
} from './realtime-types.ts';

export interface RealtimeClientOptions {
  /** The `ws:`/`wss:` URL of the GraphQL endpoint; null when none is configured. */
  url: () => string | null;
  /** The public API key, sent as `x-api-key` (spec §6). */
  apiKey: () => string | null;
  /** The signed-in user's access token, sent as `x-token`; read at every (re)connection. */
  token: () => string | null;
  /** False for public pages, which subscribe with the API key alone (default true). */
  requireToken?: boolean;
  createSocket?: WebSocketFactory;
  /** A failure to show the user (spec §8), once per outage. */
  onFailure?: (message: RealtimeMessage) => void;
}

export interface RealtimeClient {
  /** Starts a subscription; the returned function ends it. */
  subscribe: (request: GraphqlRequest, observer: SubscriptionObserver) => () => void;
  socketState: () => SocketState;
  onSocketState: (listener: () => void) => () => void;
  /** Ends everything at once (tests, sign-out). */
  dispose: () => void;
}

interface Subscription {
  id: string;
  request: GraphqlRequest;
  observer: SubscriptionObserver;
  state: SubscriptionState;
  /** Failed for a reason of its own (the server refused it): not started again. */
  final: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const defaultSocket: WebSocketFactory = (url, protocol) => new WebSocket(url, protocol);

/**
 * One WebSocket per app for every subscription (spec §9): opened by the first subscription,
 * closed 1 s after the last one ends; after a failure it is opened again after 5 s and every
 * subscription that failed with it starts again.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const createSocket = options.createSocket ?? defaultSocket;
  const subscriptions = new Map<string, Subscription>();
  const listeners = new Set<() => void>();
  // Messages already shown during the current outage: a retry that fails alike stays quiet.
  const shown = new Set<RealtimeMessage>();
  let socketState: SocketState = 'closed';
  let connection: Connection | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastId = 0;

  const setSocketState = (next: SocketState): void => {
    if (next === socketState) return;
    socketState = next;
    for (const listener of listeners) listener();
  };

  const report = (message: RealtimeMessage): void => {
    if (shown.has(message)) return;
    shown.add(message);
    options.onFailure?.(message);
  };

  const setState = (sub: Subscription, state: SubscriptionState, error: RealtimeError | null) => {
    clearTimeout(sub.timer);
    sub.timer = undefined;
    sub.state = state;
    sub.observer.state(state, error);
  };

  const retryable = () => [...subscriptions.values()].filter((sub) => !sub.final);

  // Spec §9: a subscription not started within 15 s has timed out (it starts with the socket).
  const awaitStart = (sub: Subscription): void => {
    setState(sub, 'pending', null);
    sub.timer = setTimeout(() => {
      if (sub.state !== 'pending') return;
      setState(sub, 'failed', { message: REALTIME_MESSAGES.subscriptionTimeout, details: [] });
      report(REALTIME_MESSAGES.subscriptionTimeout);
    }, HANDSHAKE_TIMEOUT_MS);
  };

  const start = (sub: Subscription): void => {
    connection?.send({ type: 'subscribe', id: sub.id, payload: sub.request });
    setState(sub, 'connected', null);
  };

  const failAll = (failure: ConnectionFailure): void => {
    for (const sub of retryable()) {
      setState(sub, 'failed', { message: failure.message, details: failure.details });
    }
    report(failure.message);
  };

  const onEnd = (failure: ConnectionFailure): void => {
    connection = null;
    setSocketState('closed');
    failAll(failure);
    if (!failure.retry || retryable().length === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      // Those made during the wait are already pending, with their own clock.
      for (const sub of retryable()) if (sub.state !== 'pending') awaitStart(sub);
      connect();
    }, RETRY_DELAY_MS);
  };

  const missingSetting = (): RealtimeMessage | null => {
    const url = options.url();
    if (url === null || url === '') return REALTIME_MESSAGES.noEndpoint;
    if (!options.apiKey()) return REALTIME_MESSAGES.noApiKey;
    if (options.requireToken !== false && !options.token()) return REALTIME_MESSAGES.noCurrentUser;
    return null;
  };

  function connect(): void {
    if (connection !== null || retryTimer !== undefined) return;
    const missing = missingSetting();
    if (missing !== null) {
      failAll({ message: missing, retry: false, details: [] });
      return;
    }
    setSocketState('connecting');
    connection = openConnection(
      {
        url: options.url() ?? '',
        initPayload: { 'x-api-key': options.apiKey(), 'x-token': options.token() },
        createSocket,
      },
      {
        onReady() {
          shown.clear();
          setSocketState('ready');
          for (const sub of retryable()) if (sub.state !== 'connected') start(sub);
        },
        onMessage(message) {
          const sub = subscriptions.get(message.id);
          if (sub === undefined) return;
          if (message.type === 'next') {
            if (message.payload.data !== null && message.payload.data !== undefined) {
              sub.observer.next(message.payload.data);
            }
          } else if (message.type === 'error') {
            sub.final = true;
            const details = message.payload.map((error) => error.message);
            setState(sub, 'failed', { message: REALTIME_MESSAGES.subscriptionInitError, details });
            report(REALTIME_MESSAGES.subscriptionInitError);
          } else {
            // The server ended the subscription: it sends nothing more.
            sub.final = true;
            setState(sub, 'failed', { message: REALTIME_MESSAGES.connectionClosed, details: [] });
          }
        },
        onEnd,
      },
    );
  }

  const closeNow = (): void => {
    clearTimeout(closeTimer);
    clearTimeout(retryTimer);
    closeTimer = undefined;
    retryTimer = undefined;
    connection?.close();
    connection = null;
    shown.clear();
    setSocketState('closed');
  };

  return {
    subscribe(request, observer) {
      lastId += 1;
      const sub: Subscription = {
        id: String(lastId),
        request,
        observer,
        state: 'pending',
        final: false,
        timer: undefined,
      };
      subscriptions.set(sub.id, sub);
      clearTimeout(closeTimer);
      closeTimer = undefined;
      connect();
      if (socketState === 'ready') start(sub);
      // Waiting for the socket, or for the retry after a failure (a missing setting failed it).
      else if (sub.state === 'pending') awaitStart(sub);

      return () => {
        if (!subscriptions.delete(sub.id)) return;
        clearTimeout(sub.timer);
        if (sub.state === 'connected') connection?.send({ type: 'complete', id: sub.id });
        if (subscriptions.size > 0) return;
        clearTimeout(closeTimer);
        closeTimer = setTimeout(closeNow, CLOSE_DELAY_MS);
      };
    },
    socketState: () => socketState,
    onSocketState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const sub of subscriptions.values()) clearTimeout(sub.timer);
      subscriptions.clear();
      closeNow();
    },
  };
}
