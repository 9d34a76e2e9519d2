import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One JSON line per answered request (Fastify's own two lines are off: `disableRequestLogging`).
 * It is a `debug` line, so at the default `LOG_LEVEL=info` health checks and polling do not bury
 * the start-up banner and the warnings; `LOG_LEVEL=debug` shows every request. A 5xx answer is a
 * `warn` line at any level: the operator should see it.
 */
export const accessLogPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.addHook('onResponse', (request, reply, next) => {
      const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
      if (reply.statusCode >= 500) request.log.warn(line, 'request answered with a server error');
      else request.log.debug(line, 'request completed');
      next();
    });
    done();
  },
  { name: 'access-log' },
);
