import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.ts';

export type RateLimitGroup = 'signin' | 'password-reset' | 'reads' | 'public';

export interface RateLimitsOptions {
  /** Requests per window and group; 0 turns a group's limit off. */
  limits: Record<RateLimitGroup, number>;
  windowSeconds: number;
  /** Counters shared by every server through Redis; otherwise in this process. */
  redisUrl?: string | undefined;
  /** Keeps the counters of installs (and test apps) sharing one Redis apart. */
  namespace: string;
}

const SIGNIN = new Set(['/auth/signin', '/auth/challenge']);
const PASSWORD_RESET = new Set(['/auth/forgot-password', '/auth/confirm-forgot-password']);

/**
 * Which limit a request counts against, by its route: sign-in, password reset, the expensive
 * reads (REST reads and searches, GraphQL over HTTP) and the public API. Health, metrics,
 * MQTT, WebSocket upgrades, files and /docs count against none.
 */
export function rateLimitGroupOf(method: string, url: string | undefined): RateLimitGroup | null {
  if (!url) return null;
  if (method === 'POST' && SIGNIN.has(url)) return 'signin';
  if (method === 'POST' && PASSWORD_RESET.has(url)) return 'password-reset';
  if (url.startsWith('/public/')) return 'public';
  if (url === '/graphql') return method === 'POST' ? 'reads' : null;
  if (url.startsWith('/dev/')) {
    if (method === 'GET' || method === 'HEAD' || method === 'SEARCH') return 'reads';
    if (/\/(search|find)(\/|$)/.test(url)) return 'reads';
  }
  return null;
}

const groupOf = (request: FastifyRequest) =>
  rateLimitGroupOf(request.method, request.routeOptions.url);

/** Signed-in reads count per user (many users may share an office's address); the rest per IP. */
function keyOf(request: FastifyRequest): string {
  const group = groupOf(request) ?? 'none';
  const user = group === 'reads' ? request.session?.sub : undefined;
  return user ? `${group}:user:${user}` : `${group}:ip:${request.ip}`;
}

/** Per-IP and per-user request limits answering 429 in our error shape, with Retry-After. */
export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (app: FastifyInstance, { limits, windowSeconds, redisUrl, namespace }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await app.register(rateLimit, {
      global: true,
      // After the auth hook, so a signed-in caller counts as themselves.
      hook: 'onRequest',
      timeWindow: windowSeconds * 1000,
      keyGenerator: keyOf,
      max: (request) => limits[groupOf(request) ?? 'reads'],
      allowList: (request) => {
        const group = groupOf(request);
        return group === null || limits[group] === 0;
      },
      // A Redis outage must not take the API down with it: requests go through uncounted.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: `${namespace}:rate-limit:` } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'RATE_LIMITED',
          `Too many requests; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`,
          { limit: context.max, retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
        ),
    });
  },
  { name: 'rate-limits', dependencies: ['errors', 'auth'] },
);
