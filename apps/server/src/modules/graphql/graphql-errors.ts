import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { HttpError } from '../../lib/http-error.ts';

/** The `extensions.code` of every error a client can see. */
export type GraphqlErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'BAD_REQUEST' | 'INTERNAL_SERVER_ERROR';

export const graphqlError = (code: GraphqlErrorCode, message: string) =>
  new GraphQLError(message, { extensions: { code } });

export const unauthenticated = (message: string) => graphqlError('UNAUTHENTICATED', message);
export const forbiddenError = (message = 'You are not permitted to do this.') =>
  graphqlError('FORBIDDEN', message);

/** A bad argument value, named like the validation errors of the REST API (`field: message`). */
export const badArgument = (argument: string, message: string) =>
  new GraphQLError(`${argument}: ${message}`, {
    extensions: { code: 'BAD_USER_INPUT', argument },
  });

const HTTP_CODES: Readonly<Record<string, GraphqlErrorCode>> = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  VALIDATION_ERROR: 'BAD_USER_INPUT',
};

export interface ErrorLog {
  error(fields: object, message: string): void;
}

/**
 * What a client sees of an error. Parse and validation errors and our own GraphQLErrors pass
 * as they are; an HttpError (e.g. TenantScope's 403) keeps its message with its code mapped;
 * anything else is a bug: logged, and masked so that no SQL or stack reaches the client.
 */
export function formatError(error: GraphQLError, log: ErrorLog): GraphQLFormattedError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error.toJSON();
  if (original instanceof HttpError) {
    return new GraphQLError(original.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: HTTP_CODES[original.code] ?? original.code },
    }).toJSON();
  }
  log.error({ err: original, path: error.path }, 'GraphQL resolver failed');
  return new GraphQLError('Something went wrong on our side.', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  }).toJSON();
}
