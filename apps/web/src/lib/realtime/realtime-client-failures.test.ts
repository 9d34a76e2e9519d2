import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HANDSHAKE_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  RETRY_DELAY_MS,
} from './realtime-constants.ts';
import { REALTIME_MESSAGES } from './realtime-messages.ts';
import { QUERY, recorder, setup } from './realtime-test-kit.ts';

describe('realtime client failures (spec §8 messages)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails after 15000 ms without an ack, tells the user, retries after 5000 ms', () => {
    const { client, sockets, failures } = setup();
    const a = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    sockets.latest().open();
    vi.advanceTimersByTime(HANDSHAKE_TIMEOUT_MS - 1);
    expect(a.last().state).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(a.last()).toEqual({
      state: 'failed',
      error: { message: REALTIME_MESSAGES.ackTimeout, details: [] },
    });
    expect(failures).toEqual([
      'Connection timeout: ack from AWSRealTime was not received on 15000 ms',
    ]);
    expect(sockets.sockets[0]?.closedWith?.code).toBe(1000);
    expect(client.socketState()).toBe('closed');

    vi.advanceTimersByTime(RETRY_DELAY_MS - 1);
    expect(sockets.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.sockets).toHaveLength(2);
    expect(a.last().state).toBe('pending');
    sockets.latest().accept();
    expect(sockets.latest().sentOfType('subscribe')).toHaveLength(1);
    expect(a.last()).toEqual({ state: 'connected', error: null });
  });

  it('says "Connection failed" when the socket cannot open, and keeps retrying quietly', () => {
    const { client, sockets, failures } = setup();
    const a = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    sockets.latest().drop(1006);
    expect(a.last().error?.message).toBe('Connection failed');
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    sockets.latest().drop(1006);
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    expect(sockets.sockets).toHaveLength(3);
    // Shown once for the whole outage.
    expect(failures).toEqual(['Connection failed']);
  });

  it('says "Connection closed" when a ready socket is lost, then resubscribes', () => {
    const { client, sockets, failures } = setup();
    const a = recorder();
    client.subscribe({ query: QUERY, variables: { vehicle_id: 'v1' } }, a.observer);
    sockets.latest().accept();
    sockets.latest().drop(1001, 'Going away');
    expect(a.last()).toEqual({
      state: 'failed',
      error: { message: REALTIME_MESSAGES.connectionClosed, details: ['Going away'] },
    });
    expect(failures).toEqual(['Connection closed']);
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    const second = sockets.latest();
    second.accept();
    expect(second.sentOfType('subscribe')).toEqual([
      { type: 'subscribe', id: '1', payload: { query: QUERY, variables: { vehicle_id: 'v1' } } },
    ]);
    second.receive({ type: 'next', id: '1', payload: { data: { back: true } } });
    expect(a.data).toEqual([{ back: true }]);

    // A new outage is shown again.
    second.drop(1006);
    expect(failures).toEqual(['Connection closed', 'Connection closed']);
  });

  it('pings after a minute of silence and disconnects after 300000 ms without a frame', () => {
    const { client, sockets, failures } = setup();
    const a = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    const socket = sockets.latest();
    socket.accept();
    vi.advanceTimersByTime(60_000);
    expect(socket.sentOfType('ping')).toHaveLength(1);
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(KEEP_ALIVE_TIMEOUT_MS - 1);
    expect(a.last().state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(a.last().error?.message).toBe('Timeout disconnect');
    expect(failures).toEqual(['Timeout disconnect']);
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('answers pings and honours a keep-alive timeout named in the ack', () => {
    const { client, sockets } = setup();
    const a = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    const socket = sockets.latest();
    socket.accept({ connectionTimeoutMs: 10_000 });
    socket.receive({ type: 'ping' });
    expect(socket.sentOfType('pong')).toHaveLength(1);
    vi.advanceTimersByTime(9_999);
    expect(a.last().state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(a.last().error?.message).toBe('Timeout disconnect');
  });

  it('fails a subscription the server refuses and does not start it again', () => {
    const { client, sockets, failures } = setup();
    const refused = recorder();
    const fine = recorder();
    client.subscribe({ query: 'subscription { nope }' }, refused.observer);
    client.subscribe({ query: QUERY }, fine.observer);
    const socket = sockets.latest();
    socket.accept();
    socket.receive({ type: 'error', id: '1', payload: [{ message: 'Cannot query field "nope"' }] });
    expect(refused.last()).toEqual({
      state: 'failed',
      error: {
        message: 'AppSync Realtime subscription init error',
        details: ['Cannot query field "nope"'],
      },
    });
    expect(failures).toEqual(['AppSync Realtime subscription init error']);
    socket.drop(1006);
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    sockets.latest().accept();
    expect(
      sockets
        .latest()
        .sentOfType('subscribe')
        .map((m) => m.id),
    ).toEqual(['2']);
    expect(refused.last().state).toBe('failed');
  });

  it('refuses to connect without an endpoint, an API key or a user', () => {
    const cases = [
      [{ url: () => null }, 'No graphql endpoint provided.'],
      [{ apiKey: () => null }, 'No api-key configured'],
      [{ apiKey: () => '' }, 'No api-key configured'],
      [{ token: () => null }, 'No current user'],
    ] as const;
    for (const [override, message] of cases) {
      const { client, sockets, failures } = setup(override);
      const a = recorder();
      client.subscribe({ query: QUERY }, a.observer);
      expect(sockets.sockets).toHaveLength(0);
      expect(a.last().error?.message).toBe(message);
      expect(failures).toEqual([message]);
      vi.advanceTimersByTime(RETRY_DELAY_MS * 3);
      expect(sockets.sockets).toHaveLength(0);
    }
  });

  it('does not retry when the handshake is refused as unauthorised', () => {
    const { client, sockets, failures } = setup();
    const a = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    sockets.latest().open();
    sockets.latest().drop(4401, 'Unauthorized');
    expect(a.last().error).toEqual({ message: 'Connection failed', details: ['Unauthorized'] });
    expect(failures).toEqual(['Connection failed']);
    vi.advanceTimersByTime(RETRY_DELAY_MS * 3);
    expect(sockets.sockets).toHaveLength(1);
    // A later subscription tries again (with the token of that moment).
    client.subscribe({ query: QUERY }, recorder().observer);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('reconnects with the renewed token when the server ends a ready connection with 4403', () => {
    let token = 'old-token';
    const { client, sockets, failures } = setup({ token: () => token });
    const a = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    sockets.latest().accept();
    token = 'new-token';
    sockets.latest().drop(4403, 'Forbidden: the x-token has expired');
    expect(a.last().error?.message).toBe('Connection closed');
    expect(failures).toEqual(['Connection closed']);
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    sockets.latest().open();
    expect(sockets.latest().sentOfType('connection_init')[0]?.payload).toEqual({
      'x-api-key': 'public-key',
      'x-token': 'new-token',
    });
  });

  it('times out a subscription that waits 15000 ms for the socket', () => {
    const { client, sockets, failures } = setup();
    client.subscribe({ query: QUERY }, recorder().observer);
    sockets.latest().drop(1006);
    // Made during the retry wait: the next connection is slow to answer.
    vi.advanceTimersByTime(1_000);
    const late = recorder();
    client.subscribe({ query: QUERY }, late.observer);
    expect(late.last().state).toBe('pending');
    vi.advanceTimersByTime(RETRY_DELAY_MS - 1_000);
    sockets.latest().open();
    vi.advanceTimersByTime(HANDSHAKE_TIMEOUT_MS - RETRY_DELAY_MS + 1_000 - 1);
    expect(late.last().state).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(late.last().error?.message).toBe('Subscription timeout');
    expect(failures).toEqual(['Connection failed', 'Subscription timeout']);
  });

  it('treats an unknown frame as a failed connection', () => {
    const { client, sockets } = setup();
    const a = recorder();
    client.subscribe({ query: QUERY }, a.observer);
    sockets.latest().open();
    sockets.latest().receiveRaw('not json');
    expect(a.last().error?.message).toBe('Connection failed');
  });
});
