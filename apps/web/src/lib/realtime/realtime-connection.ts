import { ackTimeoutOf, parseServerMessage } from './graphql-ws-protocol.ts';
import type { ClientMessage, ServerMessage } from './graphql-ws-protocol.ts';
import {
  AUTHORIZATION_CLOSE_CODES,
  GRAPHQL_WS_PROTOCOL,
  HANDSHAKE_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  NORMAL_CLOSURE,
  PING_AFTER_SILENCE_MS,
} from './realtime-constants.ts';
import { REALTIME_MESSAGES } from './realtime-messages.ts';
import type { RealtimeMessage } from './realtime-messages.ts';
import type { WebSocketFactory, WebSocketLike } from './realtime-types.ts';

/** How a connection ended, when the client did not end it itself. */
export interface ConnectionFailure {
  message: RealtimeMessage;
  /** False when trying again cannot help (the server refused the credentials). */
  retry: boolean;
  details: readonly string[];
}

export interface ConnectionOptions {
  url: string;
  /** The `connection_init` payload: the API key and the user's token. */
  initPayload: Record<string, unknown>;
  createSocket: WebSocketFactory;
}

export interface ConnectionEvents {
  /** The server acknowledged the connection: subscriptions may start. */
  onReady: () => void;
  /** `next`, `error` and `complete` of subscriptions. */
  onMessage: (message: Extract<ServerMessage, { id: string }>) => void;
  /** The connection ended without `close()`; called once. */
  onEnd: (failure: ConnectionFailure) => void;
}

export interface Connection {
  send: (message: ClientMessage) => void;
  /** Ends the connection normally; `onEnd` is not called. */
  close: () => void;
}

/**
 * One WebSocket speaking `graphql-ws`: the handshake within 15 s (open, `connection_init`,
 * `connection_ack`), pings after a minute of silence, and the end of the connection after five
 * minutes without a word from the server (spec §9). Every way it can end is one of spec §8's
 * messages.
 */
export function openConnection(options: ConnectionOptions, events: ConnectionEvents): Connection {
  let socket: WebSocketLike | null = null;
  let ready = false;
  let ended = false;
  let silenceTimer: ReturnType<typeof setInterval> | undefined;
  let deadTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveMs = KEEP_ALIVE_TIMEOUT_MS;

  const send = (message: ClientMessage): void => {
    if (!ended) socket?.send(JSON.stringify(message));
  };

  const stopTimers = (): void => {
    clearTimeout(handshakeTimer);
    clearInterval(silenceTimer);
    clearTimeout(deadTimer);
  };

  const shutDown = (): void => {
    ended = true;
    stopTimers();
    if (socket === null) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(NORMAL_CLOSURE, 'Normal Closure');
    } catch {
      // Already closed.
    }
  };

  const fail = (message: RealtimeMessage, retry: boolean, details: readonly string[] = []) => {
    if (ended) return;
    shutDown();
    events.onEnd({ message, retry, details });
  };

  // Any frame from the server proves the connection alive.
  const heard = (): void => {
    clearInterval(silenceTimer);
    clearTimeout(deadTimer);
    silenceTimer = setInterval(
      () => send({ type: 'ping' }),
      Math.min(PING_AFTER_SILENCE_MS, keepAliveMs / 2),
    );
    deadTimer = setTimeout(() => fail(REALTIME_MESSAGES.timeoutDisconnect, true), keepAliveMs);
  };

  const onFrame = (message: ServerMessage): void => {
    if (message.type === 'ping') {
      send({ type: 'pong' });
    } else if (message.type === 'connection_ack') {
      if (ready) return;
      ready = true;
      clearTimeout(handshakeTimer);
      keepAliveMs = ackTimeoutOf(message.payload) ?? KEEP_ALIVE_TIMEOUT_MS;
      heard();
      events.onReady();
    } else if (message.type !== 'pong' && ready) {
      events.onMessage(message);
    }
  };

  const handshakeTimer = setTimeout(
    () => fail(REALTIME_MESSAGES.ackTimeout, true),
    HANDSHAKE_TIMEOUT_MS,
  );
  try {
    socket = options.createSocket(options.url, GRAPHQL_WS_PROTOCOL);
  } catch (error) {
    // A malformed URL: trying again would fail the same way.
    queueMicrotask(() =>
      fail(REALTIME_MESSAGES.connectionFailed, false, [
        error instanceof Error ? error.message : String(error),
      ]),
    );
    return { send, close: shutDown };
  }

  socket.onopen = () => send({ type: 'connection_init', payload: options.initPayload });
  socket.onmessage = (event) => {
    const message = parseServerMessage(event.data);
    if (message === null) {
      fail(REALTIME_MESSAGES.connectionFailed, true, ['The server sent an unknown message.']);
      return;
    }
    if (ready) heard();
    onFrame(message);
  };
  // Browsers follow every error with a close event, which says how the connection ended.
  socket.onerror = () => undefined;
  socket.onclose = (event) => {
    const details = event.reason === '' ? [] : [event.reason];
    if (ready) {
      // Also a 4403 once the token the connection began with expires: the retry sends the
      // session's renewed token.
      fail(REALTIME_MESSAGES.connectionClosed, true, details);
    } else {
      // A refused handshake (400, 401, 403) will be refused again: no retry.
      fail(
        REALTIME_MESSAGES.connectionFailed,
        !AUTHORIZATION_CLOSE_CODES.includes(event.code),
        details,
      );
    }
  };

  return { send, close: shutDown };
}
