import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { CostMeter } from '../lib/cost-meter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** Time spent by each part of the live path (docs/performance.md, the budget). */
    costs: CostMeter;
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

    // The live path's meter is read when scraped: no label lookup per message.
    const costs = new CostMeter();
    app.decorate('costs', costs);
    new Counter({
      name: 'live_path_seconds_total',
      help: 'Time spent by each part of the live path (decoding, storing, each event consumer, fan-out)',
      labelNames: ['part'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { part, ms } of costs.snapshot()) this.inc({ part }, ms / 1000);
      },
    });
    new Counter({
      name: 'live_path_calls_total',
      help: 'Calls of each part of the live path',
      labelNames: ['part'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { part, calls } of costs.snapshot()) this.inc({ part }, calls);
      },
    });

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
