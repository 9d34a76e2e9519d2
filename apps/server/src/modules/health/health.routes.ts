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
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: readiness, 503: readiness } },
    },
    async (_request, reply) => {
      const results: Record<string, { ok: boolean; error?: string }> = {};
      await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await check();
            results[name] = { ok: true };
          } catch (err) {
            results[name] = { ok: false, error: err instanceof Error ? err.message : String(err) };
          }
        }),
      );
      const ok = Object.values(results).every((r) => r.ok);
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ready' : 'unavailable', checks: results });
    },
  );
}
