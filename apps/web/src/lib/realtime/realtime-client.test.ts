import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_DELAY_MS,
  HANDSHAKE_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  RETRY_DELAY_MS,
} from './realtime-constants.ts';
import { QUERY, recorder, setup } from './realtime-test-kit.ts';

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the constants of spec §9', () => {
    expect(HANDSHAKE_TIMEOUT_MS).toBe(15_000);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(300_000);
    expect(RETRY_DELAY_MS).toBe(5_000);
    expect(CLOSE_DELAY_MS).toBe(1_000);
  });

  it('shares one socket, sends the keys in connection_init and starts subscriptions on ack', () => {
    const { client, sockets } = setup();
    const a = recorder();
    const b = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    client.subscribe({ query: QUERY, variables: { vehicle_id: 'v1' } }, b.observer);
    expect(sockets.sockets).toHaveLength(1);
    const socket = sockets.latest();
    expect(socket.url).toBe('ws://console.test/graphql');
    expect(socket.protocol).toBe('graphql-transport-ws');
    expect(client.socketState()).toBe('connecting');
    expect(a.last().state).toBe('pending');

    socket.open();
    expect(socket.sent).toEqual([
      {
        type: 'connection_init',
        payload: { 'x-api-key': 'public-key', 'x-token': 'access-token' },
      },
    ]);
    socket.receive({ type: 'connection_ack' });
    expect(client.socketState()).toBe('ready');
    expect(socket.sentOfType('subscribe')).toEqual([
      { type: 'subscribe', id: '1', payload: { query: QUERY } },
      { type: 'subscribe', id: '2', payload: { query: QUERY, variables: { vehicle_id: 'v1' } } },
    ]);
    expect(a.states).toEqual(['pending', 'connected']);
    expect(b.last()).toEqual({ state: 'connected', error: null });

    // A subscription made on the ready socket starts at once, on the same socket.
    const c = recorder();
    client.subscribe({ query: QUERY }, c.observer);
    expect(sockets.sockets).toHaveLength(1);
    expect(c.states).toEqual(['connected']);
  });

  it('delivers each event to its own subscription', () => {
    const { client, sockets } = setup();
    const a = recorder();
    const b = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    client.subscribe({ query: QUERY }, b.observer);
    const socket = sockets.latest();
    socket.accept();
    socket.receive({ type: 'next', id: '2', payload: { data: { n: 1 } } });
    socket.receive({ type: 'next', id: '1', payload: { data: { n: 2 } } });
    socket.receive({ type: 'next', id: '9', payload: { data: { n: 3 } } });
    socket.receive({ type: 'next', id: '1', payload: { data: null, errors: [{ message: 'x' }] } });
    expect(a.data).toEqual([{ n: 2 }]);
    expect(b.data).toEqual([{ n: 1 }]);
  });

  it('completes on unsubscribe and closes the socket 1000 ms after the last one', () => {
    const { client, sockets } = setup();
    const a = recorder();
    const stopA = client.subscribe({ query: QUERY }, a.observer);
    const stopB = client.subscribe({ query: QUERY }, recorder().observer);
    const socket = sockets.latest();
    socket.accept();
    stopA();
    expect(socket.sentOfType('complete')).toEqual([{ type: 'complete', id: '1' }]);
    stopB();
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 1);
    expect(socket.closedWith).toBeNull();
    expect(client.socketState()).toBe('ready');
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Normal Closure' });
    expect(client.socketState()).toBe('closed');
  });

  it('keeps the socket when a subscription follows the last one within 1000 ms', () => {
    const { client, sockets } = setup();
    const stop = client.subscribe({ query: QUERY }, recorder().observer);
    sockets.latest().accept();
    stop();
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 100);
    const next = recorder();
    client.subscribe({ query: QUERY }, next.observer);
    vi.advanceTimersByTime(10 * CLOSE_DELAY_MS);
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.latest().closedWith).toBeNull();
    expect(next.states).toEqual(['connected']);
  });

  it('notifies socket-state listeners and ends everything on dispose', () => {
    const { client, sockets } = setup();
    const seen: string[] = [];
    client.onSocketState(() => seen.push(client.socketState()));
    client.subscribe({ query: QUERY }, recorder().observer);
    sockets.latest().accept();
    client.dispose();
    expect(seen).toEqual(['connecting', 'ready', 'closed']);
    expect(sockets.latest().closedWith?.code).toBe(1000);
  });
});
