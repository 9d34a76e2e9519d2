import type { GraphQLFormattedError } from 'graphql';
import WebSocket, { type RawData } from 'ws';
import type { GraphqlCaller, HeaderBag } from './graphql-auth.ts';
import type { FrameSink } from './fanout-hub.ts';
import {
  CloseCode,
  NEXT_SUFFIX,
  parseClientMessage,
  serverFrames,
  type ServerFrames,
  type SubscribePayload,
  type Subprotocol,
} from './ws-protocol.ts';

export interface ConnectionLimits {
  /** Time to send connection_init (spec §9: 15 s handshake). */
  initTimeoutMs: number;
  /** Past this many bytes waiting in the socket, frames are dropped. */
  highWaterBytes: number;
  /** A socket that keeps dropping this long is closed with 1013. */
  slowGraceMs: number;
  maxSubscriptions: number;
}

export type InitOutcome =
  { ok: true; caller: GraphqlCaller; expiresAt: number | null } | { ok: false; reason: string };

export type StartOutcome =
  { ok: true; stop: () => void } | { ok: false; errors: readonly GraphQLFormattedError[] };

export interface ConnectionHandlers {
  /** Checks x-api-key and x-token of connection_init (falling back on the upgrade's headers). */
  init(payload: HeaderBag): Promise<InitOutcome>;
  /** Plans a subscription and joins it to the fan-out. */
  start(
    caller: GraphqlCaller,
    payload: SubscribePayload,
    subscriber: { sink: FrameSink; prefix: Buffer },
  ): Promise<StartOutcome>;
  dropped(): void;
  slowClosed(): void;
  /** A subscription refused for the socket's own limit (maxSubscriptions). */
  refused(): void;
  closed(connection: GraphqlConnection): void;
  log: { warn(fields: object, message: string): void };
}

/** Frames held for the end of a turn at most; beyond it they are written at once. */
const FLUSH_AT_BYTES = 64 * 1024;

interface Running {
  stop: (() => void) | null;
  cancelled: boolean;
}

/**
 * One subscriber socket: the handshake, its subscriptions, keep-alive and backpressure. Frames
 * of results come from the hub through `deliver`; a socket whose send buffer stays over the
 * limit has frames dropped and, if it does not catch up, is closed with 1013 (clients reconnect).
 */
export class GraphqlConnection implements FrameSink {
  private state: 'init' | 'authenticating' | 'ready' | 'closed' = 'init';
  private caller: GraphqlCaller | null = null;
  private expiresAt: number | null = null;
  private readonly running = new Map<string, Running>();
  private readonly frames: ServerFrames;
  private readonly initTimer: NodeJS.Timeout;
  private alive = true;
  private slowSince = 0;
  private droppedFrames = 0;
  /** Frames of the current burst of events, written together (see `flush`). */
  private outbox: Buffer[] = [];
  private outboxBytes = 0;

  constructor(
    private readonly socket: WebSocket,
    protocol: Subprotocol,
    private readonly handlers: ConnectionHandlers,
    private readonly limits: ConnectionLimits,
  ) {
    this.frames = serverFrames(protocol);
    this.initTimer = setTimeout(() => {
      if (this.state === 'init' || this.state === 'authenticating') {
        this.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
      }
    }, limits.initTimeoutMs);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return this.close(CloseCode.BadRequest, 'Invalid message: binary frame');
      this.receive(protocol, data).catch((err: unknown) => {
        handlers.log.warn({ err }, 'GraphQL WebSocket message failed');
        this.close(CloseCode.InternalServerError, 'Internal server error');
      });
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.end());
  }

  deliver(prefix: Buffer, payload: Buffer): boolean {
    if (this.state !== 'ready' || this.socket.readyState !== WebSocket.OPEN) return false;
    if (this.socket.bufferedAmount + this.outboxBytes > this.limits.highWaterBytes) {
      this.droppedFrames += 1;
      this.handlers.dropped();
      const now = Date.now();
      if (this.slowSince === 0) this.slowSince = now;
      else if (now - this.slowSince > this.limits.slowGraceMs) {
        this.handlers.slowClosed();
        this.close(CloseCode.TryAgainLater, `Slow consumer: ${this.droppedFrames} events dropped`);
      }
      return false;
    }
    this.slowSince = 0;
    const length = prefix.length + payload.length + NEXT_SUFFIX.length;
    this.outbox.push(Buffer.concat([prefix, payload, NEXT_SUFFIX], length));
    this.outboxBytes += length;
    // A long turn (a burst of messages) writes as it goes rather than holding it all.
    if (this.outboxBytes >= FLUSH_AT_BYTES) this.flush();
    else if (this.outbox.length === 1) setImmediate(() => this.flush());
    return true;
  }

  /**
   * Writes the frames of one turn of the event loop (the events of every vehicle message read
   * in it, each published on arrival) with the TCP socket corked: one system call per socket
   * and turn rather than one per frame or message, which is where a busy fan-out spends its
   * time. Runs after the turn's I/O (`setImmediate`), once `FLUSH_AT_BYTES` are held, or first
   * thing when another frame is sent, so frames keep their order.
   */
  private flush(): void {
    const frames = this.outbox;
    this.outbox = [];
    this.outboxBytes = 0;
    if (this.socket.readyState !== WebSocket.OPEN) return;
    const tcp = (this.socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
    tcp?.cork();
    for (const frame of frames) this.socket.send(frame, { binary: false });
    tcp?.uncork();
  }

  /** Keep-alive tick: a peer that answered nothing since the last tick is gone. */
  tick(now: number): void {
    if (this.state === 'closed') return;
    if (!this.alive) {
      this.socket.terminate();
      this.end();
      return;
    }
    this.alive = false;
    this.socket.ping();
    if (this.state !== 'ready') return;
    if (this.expiresAt !== null && now >= this.expiresAt) {
      this.close(CloseCode.Forbidden, 'Forbidden: the x-token has expired');
      return;
    }
    this.send(this.frames.keepAlive);
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.end();
    this.socket.close(code, reason);
  }

  private send(text: string): void {
    if (this.outbox.length > 0) this.flush();
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  private async receive(protocol: Subprotocol, data: RawData): Promise<void> {
    if (this.state === 'closed') return;
    this.alive = true;
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString()
      : Buffer.isBuffer(data)
        ? data.toString()
        : Buffer.from(data).toString();
    const message = parseClientMessage(protocol, text);
    if (typeof message === 'string') return this.close(CloseCode.BadRequest, message);
    switch (message.type) {
      case 'connection_init': {
        if (this.state !== 'init') {
          return this.close(
            CloseCode.TooManyInitialisationRequests,
            'Too many initialisation requests',
          );
        }
        this.state = 'authenticating';
        const outcome = await this.handlers.init(message.payload);
        if (this.state !== 'authenticating') return;
        if (!outcome.ok) {
          const notice = this.frames.initFailed(outcome.reason);
          if (notice) this.send(notice);
          return this.close(CloseCode.Forbidden, outcome.reason);
        }
        clearTimeout(this.initTimer);
        this.caller = outcome.caller;
        this.expiresAt = outcome.expiresAt;
        this.state = 'ready';
        return this.send(this.frames.ack);
      }
      case 'ping':
        return this.send(this.frames.pong);
      case 'pong':
        return;
      case 'terminate':
        return this.close(CloseCode.Normal, 'Terminated by the client');
      case 'complete': {
        const running = this.running.get(message.id);
        if (!running) return;
        this.running.delete(message.id);
        running.cancelled = true;
        running.stop?.();
        return;
      }
      case 'subscribe':
        return this.subscribe(message.id, message.payload);
    }
  }

  private async subscribe(id: string, payload: SubscribePayload): Promise<void> {
    if (this.state !== 'ready' || !this.caller) {
      return this.close(CloseCode.Unauthorized, 'Unauthorized');
    }
    if (this.running.has(id)) {
      return this.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
    }
    if (this.running.size >= this.limits.maxSubscriptions) {
      const message = `At most ${this.limits.maxSubscriptions} subscriptions per connection`;
      this.handlers.refused();
      return this.send(this.frames.error(id, [{ message, extensions: { code: 'BAD_REQUEST' } }]));
    }
    const running: Running = { stop: null, cancelled: false };
    this.running.set(id, running);
    const outcome = await this.handlers.start(this.caller, payload, {
      sink: this,
      prefix: this.frames.nextPrefix(id),
    });
    if (!outcome.ok) {
      if (this.running.get(id) === running) this.running.delete(id);
      if (!running.cancelled) this.send(this.frames.error(id, outcome.errors));
      return;
    }
    // Completed by the client, or the connection closed, while it was starting.
    if (running.cancelled) return outcome.stop();
    running.stop = outcome.stop;
  }

  /** Ends every subscription; idempotent (close, terminate and the socket's close all come here). */
  private end(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.initTimer);
    for (const running of this.running.values()) {
      running.cancelled = true;
      running.stop?.();
    }
    this.running.clear();
    this.handlers.closed(this);
  }
}
