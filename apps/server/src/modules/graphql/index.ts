import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FanoutHub, type HubStats } from './fanout-hub.ts';
import { apiKeyMatches } from '../../lib/api-key.ts';
import { callerOf, headerOf, tokenExpiry, tokenOf, type HeaderBag } from './graphql-auth.ts';
import { formatError } from './graphql-errors.ts';
import { graphqlHttpHandler } from './graphql-http.ts';
import { graphqlMetrics } from './graphql-metrics.ts';
import { buildGraphqlSchema } from './graphql-schema.ts';
import { operationCache } from './operations.ts';
import { queryResolvers } from './query-resolvers.ts';
import { serviceMutationResolvers } from './service-mutations.ts';
import { planSubscription } from './subscription-plan.ts';
import { subscriptionQuota } from './subscription-quota.ts';
import { rateLimitedLog } from '../../lib/rate-limited-log.ts';
import { GraphqlConnection, type ConnectionLimits, type InitOutcome } from './ws-connection.ts';
import { CloseCode, isSubprotocol } from './ws-protocol.ts';

export interface GraphqlLimits extends ConnectionLimits {
  /** Keep-alive: a protocol ping (legacy `ka`) and a WebSocket ping; silent peers are dropped. */
  keepAliveMs: number;
}

export const GRAPHQL_LIMITS: GraphqlLimits = {
  initTimeoutMs: 15_000,
  keepAliveMs: 30_000,
  // A socket that stops reading is closed once this much waits for it (with slowGraceMs).
  highWaterBytes: 256 * 1024,
  slowGraceMs: 5_000,
  maxSubscriptions: 100,
};

/** Body limits of `POST /graphql` (docs/api/graphql-limits.md). */
export const GRAPHQL_BODY_LIMIT = 64 * 1024;
const GRAPHQL_JSON_LIMITS = { maxDepth: 16, maxKeys: 100, maxItems: 1_000, maxValues: 5_000 };

/** What tests, benchmarks and operators see of the subscriptions of this process. */
export interface GraphqlSubscriptions {
  stats(): HubStats & { connections: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    graphqlSubscriptions: GraphqlSubscriptions;
  }
}

const isRecord = (value: unknown): value is HeaderBag =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GraphQL at /graphql: queries by HTTP POST, subscriptions over WebSocket (graphql-transport-ws
 * or the legacy graphql-ws) fanned out by the hub. Reads through the front doors of the modules it depends on.
 * Why not mercurius: docs/decisions/0007-graphql-fanout.md.
 */
export const graphqlModule = fp(
  (app: FastifyInstance) => {
    const log = app.log.child({ module: 'graphql' });
    const publicApiKey = app.env.PUBLIC_API_KEY;
    const schema = buildGraphqlSchema(
      queryResolvers({ history: app.telemetry, state: app.vehicleState }),
      serviceMutationResolvers(app.services),
    );
    const operations = operationCache(schema, {
      introspection: app.env.GRAPHQL_INTROSPECTION,
      log,
    });
    const connections = new Set<GraphqlConnection>();
    const metrics = graphqlMetrics(app.metrics, {
      connections: () => connections.size,
      hub: () => fanout.stats(),
    });
    const quota = subscriptionQuota({
      perUser: app.env.WS_MAX_SUBSCRIPTIONS_PER_USER,
      perAddress: app.env.WS_MAX_SUBSCRIPTIONS_PER_ADDRESS,
    });
    const logOnce = rateLimitedLog(60_000);
    const fanout = new FanoutHub({
      bus: app.bus,
      schema,
      log,
      counters: metrics,
      meter: app.costs,
    });

    /** connection_init: its payload's headers (or the upgrade request's) name key and token. */
    const init = async (
      payload: HeaderBag,
      upgrade: HeaderBag,
      admitUser: (user: string) => boolean,
    ): Promise<InitOutcome> => {
      const given = isRecord(payload.headers) ? payload.headers : undefined;
      const apiKey =
        headerOf(given, 'x-api-key') ??
        headerOf(payload, 'x-api-key') ??
        headerOf(upgrade, 'x-api-key');
      if (!apiKeyMatches(apiKey, publicApiKey)) {
        return { ok: false, reason: 'Forbidden: a valid x-api-key is required' };
      }
      const token = tokenOf(given) ?? tokenOf(payload) ?? tokenOf(upgrade);
      const known = await callerOf(app.tokens, token);
      if (known.badToken) {
        return { ok: false, reason: 'Forbidden: the x-token is invalid or has expired' };
      }
      if (known.session && !admitUser(known.session.sub)) {
        return { ok: false, reason: 'Too many connections for this user' };
      }
      // With the key alone: the platform owner's public feed (the public tracking page's).
      const caller = known.session
        ? known
        : { ...known, publicCustomerId: (await app.publicFeedCustomer())?.id ?? null };
      return { ok: true, caller, expiresAt: token && caller.session ? tokenExpiry(token) : null };
    };

    app.route({
      method: 'GET',
      url: '/graphql',
      schema: { hide: true },
      handler: (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .send({
            errors: [
              {
                message:
                  'Send queries by POST; subscriptions need a WebSocket (graphql-transport-ws).',
                extensions: { code: 'BAD_REQUEST' },
              },
            ],
          }),
      wsHandler: (socket, request) => {
        if (!app.wsAdmission.admit(socket, request)) return;
        if (!isSubprotocol(socket.protocol)) {
          socket.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
          return;
        }
        const connection = new GraphqlConnection(
          socket,
          socket.protocol,
          {
            init: (payload) =>
              init(payload, request.headers, (user) =>
                app.wsAdmission.admitUser(socket, request, user),
              ),
            async start(caller, payload, subscriber) {
              const place = quota.take(caller, request.ip);
              if (!place.ok) {
                metrics.subscriptionRefused(place.holder);
                logOnce(`${place.holder}:${caller.session?.sub ?? request.ip}`, (suppressed) =>
                  log.warn(
                    { ip: request.ip, limit: place.holder, at_most: place.limit, suppressed },
                    'GraphQL subscription refused: limit reached',
                  ),
                );
                return { ok: false, errors: [place.error] };
              }
              const planned = planSubscription(schema, operations, caller, payload);
              if (!planned.ok) {
                place.ticket.release();
                return { ok: false, errors: planned.errors.map((e) => formatError(e, log)) };
              }
              try {
                const stop = await fanout.add(planned.plan, subscriber);
                return { ok: true, stop: () => (stop(), place.ticket.release()) };
              } catch (error) {
                place.ticket.release();
                throw error;
              }
            },
            dropped: () => metrics.dropped(),
            slowClosed: () => metrics.slowClosed(),
            refused: () => metrics.subscriptionRefused('socket'),
            closed: (closed) => connections.delete(closed),
            log,
          },
          GRAPHQL_LIMITS,
        );
        connections.add(connection);
      },
    });

    app.post(
      '/graphql',
      {
        schema: { hide: true },
        // Open to anyone with the public key: a body costs what a query is worth.
        bodyLimit: GRAPHQL_BODY_LIMIT,
        config: { jsonLimits: GRAPHQL_JSON_LIMITS },
      },
      graphqlHttpHandler({ schema, operations, publicApiKey }),
    );

    const keepAlive = setInterval(() => {
      const now = Date.now();
      for (const connection of connections) connection.tick(now);
    }, GRAPHQL_LIMITS.keepAliveMs);
    keepAlive.unref();

    app.decorate('graphqlSubscriptions', {
      stats: () => ({ ...fanout.stats(), connections: connections.size }),
    } satisfies GraphqlSubscriptions);

    app.addHook('onClose', () => {
      clearInterval(keepAlive);
      for (const connection of connections)
        connection.close(CloseCode.GoingAway, 'Server shutting down');
      fanout.close();
    });
  },
  {
    name: 'graphql',
    dependencies: [
      'config',
      'bus',
      'auth',
      'metrics',
      'identity',
      'vehicle-state',
      'telemetry',
      'services',
      'public-api',
    ],
  },
);

/** The executable schema, for printing its SDL (scripts/print-schema.ts). */
export { buildGraphqlSchema } from './graphql-schema.ts';
