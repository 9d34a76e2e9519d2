import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shuttle-ops/domain';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error code for request validation failures on this route (identity uses Cognito's). */
    validationErrorCode?: string;
  }
}

const body = (code: string, message: string, details?: unknown): ApiErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/** Maps every failure to DESIGN.md's JSON error body; bad input never becomes a 500. */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
          message: v.message ?? 'is invalid',
        }));
        const first = issues[0];
        const code = request.routeOptions.config.validationErrorCode ?? 'VALIDATION_ERROR';
        const identityStyle = code !== 'VALIDATION_ERROR';
        const message = !first
          ? 'Invalid request'
          : identityStyle
            ? first.message
            : `${first.field}: ${first.message}`;
        return reply.status(400).send(body(code, message, issues));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: bad JSON, wrong content type, body too large…
        return reply.status(status).send(body(error.code ?? 'BAD_REQUEST', error.message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side.'));
    });
  },
  { name: 'errors' },
);
