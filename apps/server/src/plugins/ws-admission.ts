import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import type { WebSocket } from 'ws';
import { rateLimitedLog } from '../lib/rate-limited-log.ts';

export interface WsAdmissionLimits {
  /** Open WebSockets (GraphQL and MQTT) from one client address. */
  perAddress: number;
  /** Open GraphQL WebSockets of one signed-in user. */
  perUser: number;
  /** Open WebSockets in all: below the open-file limit, with room for HTTP and the database. */
  total: number;
}

/** Close code 1013 (Try Again Later): a limit, not a fault of the message. */
export const WS_CLOSE_LIMIT = 1013;
/** A refused socket that does not answer the close handshake is cut after this. */
const CLOSE_GRACE_MS = 1_000;
/** What a refused client is told, and the label of `websocket_refused_total`. */
export type RefusalReason = 'address' | 'user' | 'total';

/** The soft limit on open files of this process (Linux); null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * The default total: three quarters of the open-file limit, so HTTP requests, the database,
 * the broker's TCP vehicles and files keep a quarter (at least 256 descriptors).
 */
export function defaultTotal(fileLimit: number | null): number {
  if (fileLimit === null) return 10_000;
  return Math.max(16, Math.min(Math.floor(fileLimit * 0.75), fileLimit - RESERVED_FILES));
}

/** Descriptors always kept for HTTP requests, the database, the broker and files. */
const RESERVED_FILES = 256;

/**
 * The total to apply: WS_MAX_TOTAL where set, but never above the open-file limit less
 * RESERVED_FILES (a setting above it is lowered, and `lowered` says so); the default otherwise.
 */
export function totalLimit(
  configured: number | undefined,
  fileLimit: number | null,
): { total: number; lowered: boolean } {
  if (configured === undefined) return { total: defaultTotal(fileLimit), lowered: false };
  if (fileLimit === null) return { total: configured, lowered: false };
  const ceiling = Math.max(16, fileLimit - RESERVED_FILES);
  return configured > ceiling
    ? { total: ceiling, lowered: true }
    : { total: configured, lowered: false };
}

export interface WsAdmission {
  /** On upgrade: counts the socket by address and in all, or closes it (1013) and says false. */
  admit(socket: WebSocket, request: FastifyRequest): boolean;
  /** Once a GraphQL socket has signed in as `user`: counts it, or closes it (1013). */
  admitUser(socket: WebSocket, request: FastifyRequest, user: string): boolean;
  readonly limits: WsAdmissionLimits;
  /** Open sockets counted now. */
  open(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    wsAdmission: WsAdmission;
  }
}

const MESSAGES: Record<RefusalReason, (limit: number) => string> = {
  address: (n) => `Too many connections from your address (at most ${n}); try again later`,
  user: (n) => `Too many connections for this user (at most ${n}); try again later`,
  total: () => 'The server is at its connection limit; try again later',
};

/**
 * Admission of WebSockets (GraphQL subscriptions and MQTT over WebSocket): per client address,
 * per signed-in user and in total, so that no one holding the public key can use up the
 * server's open files. A refusal is answered at once with close code 1013 and a reason,
 * counted in `/metrics` (`websocket_refused_total`) and logged once per client per minute.
 */
export const wsAdmissionPlugin = fp(
  (app: FastifyInstance, opts: { limits: WsAdmissionLimits; loweredFrom?: number }) => {
    const { limits } = opts;
    if (opts.loweredFrom !== undefined) {
      app.log.warn(
        { WS_MAX_TOTAL: opts.loweredFrom, applied: limits.total },
        'WS_MAX_TOTAL is above the open-file limit less the room kept for HTTP and files: lowered',
      );
    }
    const byAddress = new Map<string, number>();
    const byUser = new Map<string, number>();
    let total = 0;
    const log = app.log.child({ module: 'websocket' });
    const once = rateLimitedLog(60_000);
    const refused = new Counter({
      name: 'websocket_refused_total',
      help: 'WebSockets closed at once because a limit was reached, by limit (address, user, total)',
      labelNames: ['limit'] as const,
      registers: [app.metrics],
    });
    new Gauge({
      name: 'websocket_open',
      help: 'WebSockets open now (GraphQL and MQTT), as counted by their admission',
      registers: [app.metrics],
      collect() {
        this.set(total);
      },
    });

    const bump = (map: Map<string, number>, key: string, by: number) => {
      const next = (map.get(key) ?? 0) + by;
      if (next <= 0) map.delete(key);
      else map.set(key, next);
    };

    const refuse = (
      socket: WebSocket,
      request: FastifyRequest,
      reason: RefusalReason,
      limit: number,
    ) => {
      refused.inc({ limit: reason });
      once(`${reason}:${request.ip}`, (suppressed) =>
        log.warn(
          { ip: request.ip, url: request.url, limit: reason, at_most: limit, suppressed },
          'WebSocket refused: limit reached',
        ),
      );
      socket.close(WS_CLOSE_LIMIT, MESSAGES[reason](limit));
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
      return false;
    };

    app.decorate('wsAdmission', {
      limits,
      open: () => total,
      admit(socket, request) {
        if (total >= limits.total) return refuse(socket, request, 'total', limits.total);
        const ip = request.ip;
        if ((byAddress.get(ip) ?? 0) >= limits.perAddress) {
          return refuse(socket, request, 'address', limits.perAddress);
        }
        total += 1;
        bump(byAddress, ip, 1);
        socket.once('close', () => {
          total -= 1;
          bump(byAddress, ip, -1);
        });
        return true;
      },
      admitUser(socket, request, user) {
        if ((byUser.get(user) ?? 0) >= limits.perUser) {
          return refuse(socket, request, 'user', limits.perUser);
        }
        bump(byUser, user, 1);
        socket.once('close', () => bump(byUser, user, -1));
        return true;
      },
    } satisfies WsAdmission);
  },
  { name: 'ws-admission', dependencies: ['metrics'] },
);
