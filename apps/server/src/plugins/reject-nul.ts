import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailure } from './errors.ts';

const NUL_MESSAGE = 'must not contain a NUL character';
/** Values looked at per request at most: a 1 MiB JSON body holds fewer (one byte and a comma each). */
const MAX_VISITS = 600_000;

/** The path of the first text (value or key) holding U+0000, or null. */
export function findNul(root: unknown, rootPath: string): string | null {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  let visits = 0;
  while (stack.length > 0 && visits < MAX_VISITS) {
    visits += 1;
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return at;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], `${at}.${i}`]);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        if (key.includes('\0')) return at;
        stack.push([child, `${at}.${key}`]);
      }
    }
  }
  return null;
}

function identityMessage(field: string): string {
  const name = field.split('.').slice(1).join('.') || field;
  return `Value at '${name}' failed to satisfy constraint: Member ${NUL_MESSAGE}`;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in the path, query or JSON body is a
 * 400 before any handler or query sees it (it used to surface as a 500 from the database).
 */
export const rejectNulPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      const field =
        findNul(request.params, 'params') ??
        findNul(request.query, 'query') ??
        findNul(request.body, 'body');
      if (field === null) return done();
      const identityStyle =
        (request.routeOptions.config?.validationErrorCode ?? 'VALIDATION_ERROR') !==
        'VALIDATION_ERROR';
      done(
        validationFailure(request, [
          { field, message: identityStyle ? identityMessage(field) : NUL_MESSAGE },
        ]),
      );
    });
  },
  { name: 'reject-nul', dependencies: ['errors'] },
);
