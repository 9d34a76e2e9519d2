import type { WebSocketFactory, WebSocketLike } from './realtime-types.ts';

interface SentMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/**
 * A WebSocket for tests, driven from the server's side: `open`, `receive` a protocol message,
 * `drop` the connection. What the client sent is kept, parsed, in `sent`.
 */
export class FakeWebSocket implements WebSocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: SentMessage[] = [];
  /** How the client closed it, if it did. */
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as SentMessage);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(message: object): void {
    this.receiveRaw(JSON.stringify(message));
  }

  receiveRaw(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** Opens and acknowledges the connection, as a server that accepts it. */
  accept(ackPayload?: Record<string, unknown>): void {
    this.open();
    this.receive({ type: 'connection_ack', ...(ackPayload ? { payload: ackPayload } : {}) });
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006, reason = ''): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  sentOfType(type: string): SentMessage[] {
    return this.sent.filter((message) => message.type === type);
  }
}

/** A socket factory that records every socket it makes. */
export function fakeSockets(): {
  factory: WebSocketFactory;
  sockets: FakeWebSocket[];
  latest: () => FakeWebSocket;
} {
  const sockets: FakeWebSocket[] = [];
  return {
    factory: (url, protocol) => {
      const socket = new FakeWebSocket(url, protocol);
      sockets.push(socket);
      return socket;
    },
    sockets,
    latest: () => {
      const socket = sockets.at(-1);
      if (socket === undefined) throw new Error('No socket was opened');
      return socket;
    },
  };
}
