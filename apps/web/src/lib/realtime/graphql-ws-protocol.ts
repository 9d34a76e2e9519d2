import type { GraphqlRequest } from './realtime-types.ts';

/**
 * The messages of the `graphql-ws` protocol (GraphQL over WebSocket, sub-protocol
 * `graphql-transport-ws`) that the client sends and understands.
 */
export type ClientMessage =
  | { type: 'connection_init'; payload: Record<string, unknown> }
  | { type: 'ping' }
  | { type: 'pong' }
  | { type: 'subscribe'; id: string; payload: GraphqlRequest }
  | { type: 'complete'; id: string };

export interface ExecutionResult {
  data?: unknown;
  errors?: readonly { message: string }[];
}

export type ServerMessage =
  | { type: 'connection_ack'; payload?: Record<string, unknown> | null }
  | { type: 'ping' }
  | { type: 'pong' }
  | { type: 'next'; id: string; payload: ExecutionResult }
  | { type: 'error'; id: string; payload: readonly { message: string }[] }
  | { type: 'complete'; id: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function errorMessages(value: unknown): { message: string }[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) => ({
    message: isRecord(item) && typeof item['message'] === 'string' ? item['message'] : 'Error',
  }));
}

/** A server frame as a message, or null when it is not one the protocol defines. */
export function parseServerMessage(frame: unknown): ServerMessage | null {
  if (typeof frame !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { type, id, payload } = value;
  switch (type) {
    case 'connection_ack':
      return { type, payload: isRecord(payload) ? payload : null };
    case 'ping':
    case 'pong':
      return { type };
    case 'next':
      if (typeof id !== 'string' || !isRecord(payload)) return null;
      return {
        type,
        id,
        payload: {
          data: payload['data'],
          ...(payload['errors'] === undefined ? {} : { errors: errorMessages(payload['errors']) }),
        },
      };
    case 'error':
      if (typeof id !== 'string') return null;
      return { type, id, payload: errorMessages(payload) };
    case 'complete':
      if (typeof id !== 'string') return null;
      return { type, id };
    default:
      return null;
  }
}

/** An AppSync-style ack may name the keep-alive timeout; a positive number overrides ours. */
export function ackTimeoutOf(payload: Record<string, unknown> | null | undefined): number | null {
  const value = payload?.['connectionTimeoutMs'];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
