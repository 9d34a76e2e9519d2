import { useCallback, useContext } from 'react';
import { SessionContext } from '../auth/session-context.ts';
import { graphqlRequest } from './graphql-http.ts';
import { PUBLIC_API_KEY } from './realtime-config.ts';
import type { GraphqlRequest } from './realtime-types.ts';

export type GraphqlFetcher = (
  request: GraphqlRequest,
  signal?: AbortSignal,
) => Promise<Record<string, unknown>>;

/** GraphQL over HTTP with the public API key and the signed-in user's token. */
export function useGraphqlRequest(): GraphqlFetcher {
  const session = useContext(SessionContext);
  return useCallback(
    (request, signal) =>
      graphqlRequest(request, {
        apiKey: PUBLIC_API_KEY,
        token: session?.accessToken() ?? null,
        signal,
      }),
    [session],
  );
}
