import { fakeSockets } from './fake-web-socket.ts';
import { createRealtimeClient } from './realtime-client.ts';
import type { RealtimeClientOptions } from './realtime-client.ts';
import type { RealtimeError, SubscriptionState } from './realtime-types.ts';

/** Helpers of the realtime client's tests: a recording observer and a client on fake sockets. */

export const QUERY = 'subscription { onVehicleTelemetryData { vehicle_id } }';

export function recorder() {
  const states: SubscriptionState[] = [];
  const errors: (RealtimeError | null)[] = [];
  const data: unknown[] = [];
  return {
    states,
    errors,
    data,
    observer: {
      next: (value: unknown) => data.push(value),
      state: (state: SubscriptionState, error: RealtimeError | null) => {
        states.push(state);
        errors.push(error);
      },
    },
    last: () => ({ state: states.at(-1), error: errors.at(-1) ?? null }),
  };
}

export function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const sockets = fakeSockets();
  const failures: string[] = [];
  const client = createRealtimeClient({
    url: () => 'ws://console.test/graphql',
    apiKey: () => 'public-key',
    token: () => 'access-token',
    createSocket: sockets.factory,
    onFailure: (message) => failures.push(message),
    ...overrides,
  });
  return { client, sockets, failures };
}
