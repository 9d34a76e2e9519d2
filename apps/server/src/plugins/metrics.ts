import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Prometheus metrics at /metrics: process defaults plus one histogram of every HTTP answer. */
export const metricsPlugin = fp(
  (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_errors_total',
      help: 'HTTP answers with a 4xx or 5xx status, by status',
      labelNames: ['status'] as const,
      registers: [registry],
    });
    app.decorate('metrics', registry);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) errors.inc({ status });
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
