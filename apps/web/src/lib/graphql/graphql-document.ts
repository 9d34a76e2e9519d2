import type { TypedDocumentString } from './generated/graphql.ts';

/**
 * A GraphQL document of src/lib/graphql/operations, as `graphql()` gives it: the operation's
 * text (sent as is) typed with its result and variables, generated from the server's schema.
 */
export type GraphqlDocument<TResult, TVariables> = TypedDocumentString<TResult, TVariables>;

/** A document's variables; they may be left out when none is required. */
export type VariablesOf<TVariables> =
  Record<string, never> extends TVariables ? TVariables | undefined : TVariables;
