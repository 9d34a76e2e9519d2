/** The GraphQL endpoint: HTTP POST for queries, WebSocket for subscriptions (DESIGN.md). */
export const GRAPHQL_PATH = '/graphql';

/** The server's default PUBLIC_API_KEY (apps/server/src/config/env.ts), which the demo uses. */
export const DEMO_PUBLIC_API_KEY = 'shuttle-ops-public-demo-key';

const configuredKey: unknown = import.meta.env['VITE_PUBLIC_API_KEY'];

/**
 * The public API key sent as `x-api-key` (spec §6). A build for a server with its own key sets
 * VITE_PUBLIC_API_KEY; set empty, no key is configured and realtime says so (spec §8).
 */
export let PUBLIC_API_KEY: string | null =
  typeof configuredKey === 'string' ? configuredKey || null : DEMO_PUBLIC_API_KEY;

/** The server's own key, learnt at start (config/runtime-config.ts); importers see the change. */
export function adoptPublicApiKey(key: string): void {
  PUBLIC_API_KEY = key;
}

/** The WebSocket URL of the GraphQL endpoint on the page's own origin. */
export function graphqlSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}
