import type { GraphQLFormattedError } from 'graphql';

/**
 * The two WebSocket subprotocols of GraphQL subscriptions, reduced to one set of messages:
 * `graphql-transport-ws` (the graphql-ws library; its spec's message names are used here) and the
 * legacy `graphql-ws` of subscriptions-transport-ws (start/stop/data/ka), which older clients
 * still speak.
 */
export const GRAPHQL_TRANSPORT_WS = 'graphql-transport-ws';
export const LEGACY_GRAPHQL_WS = 'graphql-ws';
export const SUBPROTOCOLS = [GRAPHQL_TRANSPORT_WS, LEGACY_GRAPHQL_WS] as const;
export type Subprotocol = (typeof SUBPROTOCOLS)[number];

export const isSubprotocol = (value: string): value is Subprotocol =>
  (SUBPROTOCOLS as readonly string[]).includes(value);

/** Close codes: the graphql-ws library's 44xx set, plus 1013 for a consumer that is too slow. */
export const CloseCode = {
  Normal: 1000,
  GoingAway: 1001,
  /** Retryable: the client reconnects and starts afresh. */
  TryAgainLater: 1013,
  BadRequest: 4400,
  Unauthorized: 4401,
  /** Retryable for graphql-ws clients (a new token may be granted). */
  Forbidden: 4403,
  SubprotocolNotAcceptable: 4406,
  ConnectionInitialisationTimeout: 4408,
  SubscriberAlreadyExists: 4409,
  TooManyInitialisationRequests: 4429,
  InternalServerError: 4500,
} as const;

export interface SubscribePayload {
  query: unknown;
  variables: unknown;
  operationName: unknown;
}

/** A client message, checked, in graphql-transport-ws terms. */
export type ClientMessage =
  | { type: 'connection_init'; payload: Record<string, unknown> }
  | { type: 'ping' | 'pong' | 'terminate' }
  | { type: 'subscribe'; id: string; payload: SubscribePayload }
  | { type: 'complete'; id: string };

const LEGACY_TYPES: Readonly<Record<string, string>> = {
  start: 'subscribe',
  stop: 'complete',
  connection_terminate: 'terminate',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message of a text frame, or why it is not one (the connection closes with 4400). */
export function parseClientMessage(protocol: Subprotocol, text: string): ClientMessage | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'Invalid message: not JSON';
  }
  if (!isRecord(raw) || typeof raw.type !== 'string') return 'Invalid message: no type';
  const type = protocol === LEGACY_GRAPHQL_WS ? (LEGACY_TYPES[raw.type] ?? raw.type) : raw.type;
  const payload = raw.payload;
  switch (type) {
    case 'connection_init':
      if (payload != null && !isRecord(payload)) return 'Invalid message: payload';
      return { type, payload: payload ?? {} };
    case 'ping':
    case 'pong':
      return protocol === GRAPHQL_TRANSPORT_WS ? { type } : `Invalid message type ${raw.type}`;
    case 'terminate':
      return protocol === LEGACY_GRAPHQL_WS ? { type } : `Invalid message type ${raw.type}`;
    case 'subscribe':
    case 'complete': {
      if (typeof raw.id !== 'string' || raw.id === '' || raw.id.length > 128) {
        return 'Invalid message: id';
      }
      if (type === 'complete') return { type, id: raw.id };
      if (!isRecord(payload)) return 'Invalid message: payload';
      return {
        type,
        id: raw.id,
        payload: {
          query: payload.query,
          variables: payload.variables,
          operationName: payload.operationName,
        },
      };
    }
    default:
      return `Invalid message type ${raw.type}`;
  }
}

/** The server's messages in one subprotocol. */
export interface ServerFrames {
  ack: string;
  /** Sent every keep-alive interval (graphql-ws clients answer `pong`). */
  keepAlive: string;
  pong: string;
  /** The start of a result frame; the payload and `}` follow. */
  nextPrefix(id: string): Buffer;
  error(id: string, errors: readonly GraphQLFormattedError[]): string;
  complete(id: string): string;
  /** What precedes closing a connection that failed its init (legacy clients only read this). */
  initFailed(message: string): string | null;
}

const json = (value: object) => JSON.stringify(value);

export const NEXT_SUFFIX = Buffer.from('}');

export function serverFrames(protocol: Subprotocol): ServerFrames {
  const legacy = protocol === LEGACY_GRAPHQL_WS;
  return {
    ack: json({ type: 'connection_ack' }),
    keepAlive: json({ type: legacy ? 'ka' : 'ping' }),
    pong: json({ type: 'pong' }),
    nextPrefix: (id) =>
      Buffer.from(`{"id":${JSON.stringify(id)},"type":"${legacy ? 'data' : 'next'}","payload":`),
    error: (id, errors) => json({ id, type: 'error', payload: errors }),
    complete: (id) => json({ id, type: 'complete' }),
    initFailed: (message) =>
      legacy ? json({ type: 'connection_error', payload: { message } }) : null,
  };
}
