import { describe, expect, it } from 'vitest';
import { fakeSockets } from '../../../lib/realtime/fake-web-socket.ts';
import { recorder } from '../../../lib/realtime/realtime-test-kit.ts';
import { PUBLIC_BUS_LOCATION } from '../../../lib/graphql/operations/public-bus-location.ts';
import { createPublicRealtimeClient } from './public-realtime-client.ts';

describe('the public realtime client', () => {
  it('subscribes with the public key alone, without a signed-in user', () => {
    const sockets = fakeSockets();
    const client = createPublicRealtimeClient(() => 'ws://site.test/graphql', sockets.factory);
    const positions = recorder();
    client.subscribe({ query: PUBLIC_BUS_LOCATION.toString() }, positions.observer);
    const socket = sockets.latest();
    socket.accept();
    const [init] = socket.sentOfType('connection_init');
    expect(init).toMatchObject({ payload: { 'x-api-key': expect.any(String) as unknown } });
    expect((init as { payload: Record<string, unknown> }).payload['x-token']).toBeNull();
    expect(socket.sentOfType('subscribe')).toHaveLength(1);
    expect(positions.last()).toEqual({ state: 'connected', error: null });
    client.dispose();
  });
});
