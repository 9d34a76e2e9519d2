import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withZod } from '../../lib/zod-routes.ts';

export interface HealthRoutesOptions {
  /** Each named dependency answers when reachable and throws when not. */
  checks: Record<string, () => Promise<void>>;
}

const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), error: z.string().optional() })),
});

export function healthRoutes(parent: FastifyInstance, { checks }: HealthRoutesOptions) {
  const app = withZod(parent);
  const tags = ['health'];

  app.get(
    '/healthz',
    { schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { tags, response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await check();
            return [name, { ok: true }] as const;
          } catch (err) {
            return [name, { ok: false, error: err instanceof Error ? err.message : String(err) }] as const;
          }
        }),
      );
      const ok = results.every(([, r]) => r.ok);
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
    },
  );
}
