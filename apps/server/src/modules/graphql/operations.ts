import {
  GraphQLError,
  getOperationAST,
  parse,
  print,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { QUERY_LIMITS } from './query-limits.ts';

/** A parsed and validated operation, ready to execute. */
export interface PreparedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | null;
  /** The document printed: the same for every spelling of one query (fan-out groups by it). */
  printed: string;
}

export type Prepared =
  { ok: true; prepared: PreparedOperation } | { ok: false; errors: readonly GraphQLError[] };

interface Entry {
  document?: DocumentNode;
  printed?: string;
  errors: readonly GraphQLError[];
}

const requestError = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

/**
 * Parses and validates query texts once: clients send the same few queries again and again.
 * A bounded map in least-recently-used order; both transports share it.
 */
export function operationCache(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  size = 500,
) {
  const entries = new Map<string, Entry>();

  const load = (source: string): Entry => {
    const hit = entries.get(source);
    if (hit) {
      entries.delete(source);
      entries.set(source, hit);
      return hit;
    }
    let entry: Entry;
    try {
      const document = parse(source, { maxTokens: 5000 });
      const errors = validate(schema, document, rules);
      entry = errors.length > 0 ? { errors } : { document, printed: print(document), errors };
    } catch (err) {
      entry = { errors: [err instanceof GraphQLError ? err : requestError(String(err))] };
    }
    entries.set(source, entry);
    if (entries.size > size) entries.delete(entries.keys().next().value!);
    return entry;
  };

  return {
    prepare(source: unknown, operationName: unknown): Prepared {
      if (typeof source !== 'string' || source.trim() === '') {
        return { ok: false, errors: [requestError('The request has no query.')] };
      }
      if (source.length > QUERY_LIMITS.maxQueryLength) {
        return {
          ok: false,
          errors: [
            requestError(`The query is longer than ${QUERY_LIMITS.maxQueryLength} characters.`),
          ],
        };
      }
      if (operationName != null && typeof operationName !== 'string') {
        return { ok: false, errors: [requestError('operationName must be a string.')] };
      }
      const entry = load(source);
      if (!entry.document || !entry.printed) return { ok: false, errors: entry.errors };
      const operation = getOperationAST(entry.document, operationName);
      if (!operation) {
        return {
          ok: false,
          errors: [
            requestError(
              operationName
                ? `The query has no operation named "${operationName}".`
                : 'The query has several operations: name one in operationName.',
            ),
          ],
        };
      }
      return {
        ok: true,
        prepared: {
          document: entry.document,
          operation,
          operationName: operationName ?? null,
          printed: entry.printed,
        },
      };
    },
    get size() {
      return entries.size;
    },
  };
}

export type OperationCache = ReturnType<typeof operationCache>;
