/** Spec §9: the handshake (socket open and `connection_ack`) must finish within 15 s. */
export const HANDSHAKE_TIMEOUT_MS = 15_000;
/** Spec §9: a connection that hears nothing from the server for 5 min is considered dead. */
export const KEEP_ALIVE_TIMEOUT_MS = 300_000;
/** Spec §9: wait 5 s before opening the socket again after a failed or lost connection. */
export const RETRY_DELAY_MS = 5_000;
/** Spec §9: the socket closes 1 s after the last subscription ends (a quick resubscribe keeps it). */
export const CLOSE_DELAY_MS = 1_000;
/**
 * After this much silence the client pings, so an idle but healthy connection answers (pong)
 * long before the keep-alive timeout ends it.
 */
export const PING_AFTER_SILENCE_MS = KEEP_ALIVE_TIMEOUT_MS / 5;

/** The WebSocket sub-protocol of `graphql-ws` (the server's GraphQL-over-WebSocket protocol). */
export const GRAPHQL_WS_PROTOCOL = 'graphql-transport-ws';

/**
 * Close codes of the `graphql-ws` protocol that mean the handshake was refused: bad request,
 * unauthorised, forbidden (spec §8: handshake status 400, 401 or 403 is an authorisation error).
 */
export const AUTHORIZATION_CLOSE_CODES: readonly number[] = [4400, 4401, 4403];

/** The close code the client uses when it ends a connection itself. */
export const NORMAL_CLOSURE = 1000;
