import {
  GraphQLError,
  getOperationAST,
  parse,
  print,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { QUERY_LIMITS, nestingError, validateQuery } from './query-limits.ts';

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

/** The same error without the syntax nodes it names, so a cached refusal keeps no tree alive. */
const detached = (error: GraphQLError) =>
  error.nodes
    ? new GraphQLError(error.message, {
        source: error.source,
        positions: error.positions,
        path: error.path,
        originalError: error.originalError,
        extensions: error.extensions,
      })
    : error;

export interface OperationCacheOptions {
  /** Whether `__schema` and `__type` may be queried. */
  introspection: boolean;
  /** Where an unexpected failure of parse or validation is logged (the client sees none of it). */
  log?: { error(fields: object, message: string): void };
  /** Query texts kept at most. */
  size?: number;
  /**
   * Characters of the texts kept at most: a parsed text takes some 50 bytes a character, and
   * every new text (a new comment will do) is a new entry.
   */
  chars?: number;
}

/**
 * Parses and validates query texts once: clients send the same few queries again and again.
 * A bounded map in least-recently-used order; both transports share it. Every step costs at
 * most linear time in the text, which QUERY_LIMITS bounds, so a text that misses the cache
 * (each new comment does) is refused as cheaply as it is accepted.
 */
export function operationCache(
  schema: GraphQLSchema,
  { introspection, log, size = 500, chars = 1_000_000 }: OperationCacheOptions,
) {
  const entries = new Map<string, Entry>();
  let cachedChars = 0;

  const load = (source: string): Entry => {
    const hit = entries.get(source);
    if (hit) {
      entries.delete(source);
      entries.set(source, hit);
      return hit;
    }
    let entry: Entry;
    try {
      const nested = nestingError(source);
      if (nested) {
        entry = { errors: [nested] };
      } else {
        const document = parse(source, { maxTokens: QUERY_LIMITS.maxTokens });
        const errors = validateQuery(schema, document, { introspection });
        entry =
          errors.length > 0
            ? { errors: errors.map(detached) }
            : { document, printed: print(document), errors };
      }
    } catch (err) {
      if (err instanceof GraphQLError) {
        entry = { errors: [detached(err)] };
      } else {
        log?.error({ err }, 'GraphQL query could not be parsed or validated');
        entry = { errors: [requestError('The query could not be read.')] };
      }
    }
    entries.set(source, entry);
    cachedChars += source.length;
    while (entries.size > size || cachedChars > chars) {
      const oldest = entries.keys().next().value!;
      entries.delete(oldest);
      cachedChars -= oldest.length;
    }
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
