import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { DEFAULT_JSON_LIMITS, jsonShapeBreach, type JsonShapeLimits } from '../lib/json-shape.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tighter limits on this route's JSON structure than DEFAULT_JSON_LIMITS. */
    jsonLimits?: Partial<JsonShapeLimits>;
  }
}

/** A route's JSON limits: its own where it sets them, the defaults otherwise. */
export const jsonLimitsOf = (request: FastifyRequest): JsonShapeLimits => ({
  ...DEFAULT_JSON_LIMITS,
  ...request.routeOptions.config?.jsonLimits,
});

/**
 * JSON bodies: the body limit of the route (Fastify), then the structure (keys per object,
 * items per list, depth, values; lib/json-shape.ts) checked on the text before it is parsed,
 * then Fastify's own parser (which refuses `__proto__` keys). So a body costs what it is
 * worth before validation: a 413 naming the limit, in about a millisecond.
 */
export const jsonBodyPlugin = fp(
  (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      const breach = jsonShapeBreach(text, jsonLimitsOf(request));
      if (breach) {
        done(
          new HttpError(
            413,
            'PAYLOAD_TOO_LARGE',
            `The request body is too large: ${breach.message}.`,
            [{ field: 'body', message: breach.message }],
          ),
          undefined,
        );
        return;
      }
      void parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
