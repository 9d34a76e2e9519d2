import { useCallback, useContext } from 'react';
import { SessionContext } from '../auth/session-context.ts';
import type { GraphqlDocument, VariablesOf } from '../graphql/graphql-document.ts';
import { graphqlRequest } from './graphql-http.ts';
import { PUBLIC_API_KEY } from './realtime-config.ts';

/** Runs a generated document (src/lib/graphql/operations): typed variables, typed `data`. */
export type GraphqlFetcher = <TResult, TVariables extends Record<string, unknown>>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: NoInfer<VariablesOf<TVariables>>,
  signal?: AbortSignal,
) => Promise<TResult>;

/** GraphQL over HTTP with the public API key and the signed-in user's token. */
export function useGraphqlRequest(): GraphqlFetcher {
  const session = useContext(SessionContext);
  return useCallback(
    async <TResult, TVariables extends Record<string, unknown>>(
      document: GraphqlDocument<TResult, TVariables>,
      variables: VariablesOf<TVariables>,
      signal?: AbortSignal,
    ) => {
      const data = await graphqlRequest(
        { query: document.toString(), variables },
        { apiKey: PUBLIC_API_KEY, token: session?.accessToken() ?? null, signal },
      );
      // The document's result type: what the server was asked for (callers check its shape).
      return data as TResult;
    },
    [session],
  );
}
