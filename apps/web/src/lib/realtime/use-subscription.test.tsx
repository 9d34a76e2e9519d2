import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypedDocumentString } from '../graphql/generated/graphql.ts';
import { fakeSockets } from './fake-web-socket.ts';
import { createRealtimeClient } from './realtime-client.ts';
import { RealtimeContext } from './realtime-context.ts';
import { useSocketState } from './use-socket-state.ts';
import { useSubscription } from './use-subscription.ts';

interface Result {
  onVehicleTelemetryData?: { vehicle_id: string };
}
const QUERY = new TypedDocumentString<Result, { id?: string | null }>(
  'subscription ($id: ID) { onVehicleTelemetryData(vehicle_id: $id) { vehicle_id } }',
);
const parse = (data: Result) => data.onVehicleTelemetryData ?? null;

function setup() {
  const sockets = fakeSockets();
  const client = createRealtimeClient({
    url: () => 'ws://console.test/graphql',
    apiKey: () => 'key',
    token: () => 'token',
    createSocket: sockets.factory,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>
  );
  return { client, sockets, wrapper };
}

describe('useSubscription', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes from pending to connected and hands over each event', () => {
    const { sockets, wrapper } = setup();
    const onData = vi.fn();
    const { result } = renderHook(
      () => ({
        sub: useSubscription(QUERY, { id: 'v1' }, { parse, onData }),
        socket: useSocketState(),
      }),
      { wrapper },
    );
    expect(result.current.sub).toEqual({ state: 'pending', data: null, error: null });
    expect(result.current.socket).toBe('connecting');
    act(() => sockets.latest().accept());
    expect(result.current.sub.state).toBe('connected');
    expect(result.current.socket).toBe('ready');
    act(() => {
      sockets.latest().receive({
        type: 'next',
        id: '1',
        payload: { data: { onVehicleTelemetryData: { vehicle_id: 'v1' } } },
      });
      sockets.latest().receive({ type: 'next', id: '1', payload: { data: { other: 1 } } });
    });
    expect(result.current.sub.data).toEqual({ vehicle_id: 'v1' });
    expect(onData).toHaveBeenCalledTimes(1);
  });

  it('reports a failure with its spec §8 message', () => {
    const { sockets, wrapper } = setup();
    const { result } = renderHook(() => useSubscription(QUERY, undefined, { parse }), { wrapper });
    act(() => sockets.latest().drop(1006));
    expect(result.current.state).toBe('failed');
    expect(result.current.error?.message).toBe('Connection failed');
  });

  it('subscribes again when the variables change, and not when only their identity does', () => {
    const { sockets, wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useSubscription(QUERY, { id }, { parse }),
      { wrapper, initialProps: { id: 'v1' } },
    );
    act(() => sockets.latest().accept());
    rerender({ id: 'v1' });
    expect(sockets.latest().sentOfType('subscribe')).toHaveLength(1);
    rerender({ id: 'v2' });
    expect(sockets.latest().sentOfType('complete')).toEqual([{ type: 'complete', id: '1' }]);
    expect(sockets.latest().sentOfType('subscribe').at(-1)).toMatchObject({
      id: '2',
      payload: { variables: { id: 'v2' } },
    });
    expect(result.current.state).toBe('connected');
  });

  it('waits while disabled and ends the subscription on unmount', () => {
    const { sockets, wrapper, client } = setup();
    const { rerender, unmount } = renderHook(
      ({ enabled }: { enabled: boolean }) => useSubscription(QUERY, undefined, { parse, enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(sockets.sockets).toHaveLength(0);
    rerender({ enabled: true });
    act(() => sockets.latest().accept());
    unmount();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(client.socketState()).toBe('closed');
  });
});
