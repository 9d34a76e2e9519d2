import { createRealtimeClient } from '../../../lib/realtime/realtime-client.ts';
import type { RealtimeClient } from '../../../lib/realtime/realtime-client.ts';
import { graphqlSocketUrl, PUBLIC_API_KEY } from '../../../lib/realtime/realtime-config.ts';
import type { WebSocketFactory } from '../../../lib/realtime/realtime-types.ts';

/**
 * A socket with the public key and never a user's token, so a signed-in visitor sees the same
 * public feed as everybody (the console's socket would carry their tenant's). Failures show on
 * the page's banner, not as toasts.
 */
export function createPublicRealtimeClient(
  url: () => string | null,
  createSocket?: WebSocketFactory,
): RealtimeClient {
  return createRealtimeClient({
    url,
    apiKey: () => PUBLIC_API_KEY,
    token: () => null,
    requireToken: false,
    ...(createSocket ? { createSocket } : {}),
  });
}

let client: RealtimeClient | null = null;

/** The public page's one socket. */
export function publicRealtimeClient(): RealtimeClient {
  client ??= createPublicRealtimeClient(() => graphqlSocketUrl(window.location));
  return client;
}
