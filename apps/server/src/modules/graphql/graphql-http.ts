import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OperationTypeNode,
  execute,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { apiKeyMatches } from '../../lib/api-key.ts';
import { tokenOf, type GraphqlCaller } from './graphql-auth.ts';
import { formatError, type GraphqlErrorCode } from './graphql-errors.ts';
import type { OperationCache } from './operations.ts';
import type { QueryContext } from './query-resolvers.ts';
import { checkVariables } from './variable-limits.ts';

export interface GraphqlHttpOptions {
  schema: GraphQLSchema;
  operations: OperationCache;
  publicApiKey: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refusal = (code: GraphqlErrorCode, message: string) => ({
  errors: [{ message, extensions: { code } } satisfies GraphQLFormattedError],
});

/**
 * `POST /graphql` with `{ query, variables, operationName }`: queries and mutations. Answers
 * 200 with `{ data, errors }` once executed; 400 when the request cannot be executed (not JSON,
 * no query, a syntax or validation error, bad variables); 401 without a valid x-api-key. A
 * missing or bad x-token is an UNAUTHENTICATED error of the field that needs it.
 */
export function graphqlHttpHandler({ schema, operations, publicApiKey }: GraphqlHttpOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!apiKeyMatches(request.headers['x-api-key'], publicApiKey)) {
      return reply
        .code(401)
        .send(refusal('UNAUTHENTICATED', 'A valid x-api-key header is required.'));
    }
    const body = request.body;
    if (!isRecord(body)) {
      return reply.code(400).send(refusal('BAD_REQUEST', 'Send a JSON object with a query.'));
    }
    const prepared = operations.prepare(body.query, body.operationName);
    if (!prepared.ok) {
      return reply.code(400).send({ errors: prepared.errors.map((e) => e.toJSON()) });
    }
    const { document, operation, operationName } = prepared.prepared;
    if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
      return reply
        .code(400)
        .send(
          refusal(
            'BAD_REQUEST',
            'Subscriptions run over a WebSocket at /graphql (graphql-transport-ws).',
          ),
        );
    }
    const checked = checkVariables(operation, body.variables);
    if (!checked.ok) return reply.code(400).send({ errors: [checked.error.toJSON()] });
    const caller: GraphqlCaller = {
      session: request.session,
      badToken: !request.session && tokenOf(request.headers) !== undefined,
    };
    const result = await execute({
      schema,
      document,
      operationName,
      variableValues: checked.variables,
      contextValue: { caller, requestId: request.id, ip: request.ip } satisfies QueryContext,
    });
    const errors = result.errors?.map((error) => formatError(error, request.log));
    // Without `data` nothing ran: the variables did not fit the operation.
    return reply
      .code(result.data === undefined ? 400 : 200)
      .send(errors ? { ...result, errors } : result);
  };
}
