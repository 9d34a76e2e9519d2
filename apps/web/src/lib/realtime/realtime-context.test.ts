import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../auth/session-store.ts';
import { createToastStore } from '../toast/toast-store.ts';
import { FakeWebSocket } from './fake-web-socket.ts';
import { realtimeClientFor } from './realtime-context.ts';

function fakeSession(token: string | null): SessionStore {
  return {
    getState: () => ({ status: 'signed-out', session: null }),
    subscribe: () => () => undefined,
    accessToken: () => token,
    restore: () => Promise.resolve(),
    signedIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    dispose: () => undefined,
  };
}

describe('the app realtime client', () => {
  const sockets: FakeWebSocket[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets.length = 0;
    vi.stubGlobal(
      'WebSocket',
      class extends FakeWebSocket {
        constructor(url: string, protocol: string) {
          super(url, protocol);
          sockets.push(this);
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is one per app, on the page origin, and shows failures as error toasts until back', () => {
    const session = fakeSession('access-token');
    const toasts = createToastStore();
    const client = realtimeClientFor(session, toasts);
    expect(realtimeClientFor(session, toasts)).toBe(client);
    const observer = { next: () => undefined, state: () => undefined };
    client.subscribe({ query: 'subscription { a }' }, observer);
    expect(sockets[0]?.url).toBe(`ws://${window.location.host}/graphql`);
    sockets[0]?.drop(1006);
    expect(toasts.getState()).toMatchObject({
      visible: true,
      content: 'Connection failed',
      appearance: 'error',
      autoDismiss: false,
    });
    vi.advanceTimersByTime(5_000);
    sockets[1]?.accept();
    expect(toasts.getState().visible).toBe(false);
    client.dispose();
  });

  it('says "No current user" when nobody is signed in', () => {
    const toasts = createToastStore();
    const client = realtimeClientFor(fakeSession(null), toasts);
    client.subscribe(
      { query: 'subscription { a }' },
      { next: () => undefined, state: () => undefined },
    );
    expect(sockets).toHaveLength(0);
    expect(toasts.getState().content).toBe('No current user');
    client.dispose();
  });
});
