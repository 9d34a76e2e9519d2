import type { IncomingMessage } from 'node:http';
import { Counter, Gauge, type Registry } from 'prom-client';
import { WebSocket, type RawData } from 'ws';

/** 1008, policy violation: what `/mqtt` answers when it has no broker behind it. */
export const MQTT_WS_OFF_CODE = 1008;
/**
 * Why `/mqtt` closes at once with an external broker and no MQTT_WS_URL (a close reason holds
 * at most 123 bytes).
 */
export const MQTT_WS_OFF_REASON =
  'MQTT over WebSocket is off: vehicles connect to the broker at MQTT_URL (MQTT_WS_URL would forward /mqtt)';

/** 1011: the broker at MQTT_WS_URL did not take the connection. */
const UNREACHABLE = { code: 1011, reason: 'the MQTT broker at MQTT_WS_URL cannot be reached' };
const TOO_LARGE = { code: 1009, reason: 'message too large' };
const GOING_AWAY = { code: 1001, reason: 'server shutting down' };

/** Bytes written to one side and not yet flushed before the other side is no longer read. */
const HIGH_WATER = 1024 * 1024;
/** How long a closing handshake may take before the connection is cut. */
const CLOSE_GRACE_MS = 5_000;

export interface MqttWebSocketProxyOptions {
  /** MQTT_WS_URL: the external broker's MQTT-over-WebSocket address (`ws://` or `wss://`). */
  target: string;
  /** A WebSocket message longer than this, either way, ends both connections (1009). */
  maxPayload: number;
  registry: Registry;
  logger: {
    debug(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
  /** How long the broker may take to accept the WebSocket, ms. */
  connectTimeoutMs?: number;
}

export interface MqttWebSocketProxy {
  /** Forwards one vehicle's WebSocket at `/mqtt` to the broker, frame by frame, until either closes. */
  handle(socket: WebSocket, request: IncomingMessage): void;
  /** Vehicles connected through the proxy now. */
  readonly connections: number;
  /** Ends every forwarded connection (both sides) and takes no new one. */
  close(): void;
}

/** `/mqtt` with an external broker and no MQTT_WS_URL: closed at once, saying why. */
export function refuseMqttWebSocket(socket: WebSocket): void {
  socket.close(MQTT_WS_OFF_CODE, MQTT_WS_OFF_REASON);
}

const sizeOf = (data: RawData): number =>
  Array.isArray(data)
    ? data.reduce((n, b) => n + b.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length;

/** A close code that may be sent on (1005, 1006 and 1015 only describe what happened). */
const sendable = (code: number) =>
  (code >= 1000 && code <= 1003) ||
  (code >= 1007 && code <= 1014) ||
  (code >= 3000 && code <= 4999);

/**
 * `/mqtt` with an external broker (MQTT_URL and MQTT_WS_URL): each vehicle's WebSocket is paired
 * with one to the broker's WebSocket listener with the same subprotocol (`mqtt`), and every frame
 * goes across as it is, binary frames staying binary. The broker authenticates the vehicle as it
 * would on its own port. A message over `maxPayload` ends both; a slow side stops the other side
 * being read (backpressure); when one side closes or fails, the other is closed with it.
 */
export function mqttWebSocketProxy(options: MqttWebSocketProxyOptions): MqttWebSocketProxy {
  const { logger, maxPayload } = options;
  const registers = [options.registry];
  const open = new Set<{ end(code: number, reason: string): void }>();
  let closing = false;
  new Gauge({
    name: 'fleet_mqtt_ws_proxy_connections',
    help: 'MQTT-over-WebSocket connections at /mqtt forwarded to the broker at MQTT_WS_URL now',
    registers,
    collect() {
      this.set(open.size);
    },
  });
  const opened = new Counter({
    name: 'fleet_mqtt_ws_proxy_connections_total',
    help: 'MQTT-over-WebSocket connections at /mqtt, by outcome: forwarded to the broker, or not (unreachable broker, shutting down)',
    labelNames: ['outcome'] as const,
    registers,
  });

  return {
    handle(client, request) {
      if (closing) {
        opened.inc({ outcome: 'shutting_down' });
        client.close(GOING_AWAY.code, GOING_AWAY.reason);
        return;
      }
      const upstream = new WebSocket(options.target, client.protocol || 'mqtt', {
        maxPayload,
        handshakeTimeout: options.connectTimeoutMs ?? 10_000,
        perMessageDeflate: false,
      });
      let connected = false;
      let ended = false;
      /** What the vehicle sent before the broker's side was open (its CONNECT packet). */
      const early: { data: RawData; binary: boolean }[] = [];
      let earlyBytes = 0;

      const closeSide = (socket: WebSocket, code: number, reason: string) => {
        if (socket.readyState === WebSocket.CONNECTING) return socket.terminate();
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.close(code, reason);
        setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
      };
      const pair = {
        end(code: number, reason: string) {
          if (ended) return;
          ended = true;
          open.delete(pair);
          closeSide(client, code, reason);
          closeSide(upstream, code, reason);
        },
      };
      const cut = () => {
        if (!ended) {
          ended = true;
          open.delete(pair);
        }
        client.terminate();
        upstream.terminate();
      };
      open.add(pair);

      /** Sends on `to`; `from` is not read while `to` holds too much unsent (backpressure). */
      const direction = (from: WebSocket, to: WebSocket) => {
        let unsent = 0;
        return (data: RawData, binary: boolean) => {
          const size = sizeOf(data);
          unsent += size;
          if (unsent > HIGH_WATER) from.pause();
          to.send(data, { binary }, (err) => {
            unsent -= size;
            if (err) return cut();
            if (from.isPaused && unsent <= HIGH_WATER / 2) from.resume();
          });
        };
      };
      const toBroker = direction(client, upstream);
      const toVehicle = direction(upstream, client);

      client.on('message', (data, binary) => {
        if (sizeOf(data) > maxPayload) return pair.end(TOO_LARGE.code, TOO_LARGE.reason);
        if (connected) return toBroker(data, binary);
        earlyBytes += sizeOf(data);
        if (earlyBytes > maxPayload) return pair.end(TOO_LARGE.code, TOO_LARGE.reason);
        early.push({ data, binary });
      });
      upstream.on('open', () => {
        if (ended) return upstream.terminate();
        connected = true;
        opened.inc({ outcome: 'forwarded' });
        for (const { data, binary } of early.splice(0)) toBroker(data, binary);
      });
      upstream.on('message', (data, binary) => toVehicle(data, binary));

      upstream.on('error', (err) => {
        if (connected) {
          logger.debug({ err: err.message }, 'MQTT WebSocket: the broker side failed');
          return pair.end(1011, 'the MQTT broker connection failed');
        }
        opened.inc({ outcome: 'unreachable' });
        logger.warn(
          {
            err: err.message,
            target: new URL(options.target).host,
            ip: request.socket.remoteAddress,
          },
          'MQTT WebSocket: the broker at MQTT_WS_URL cannot be reached',
        );
        pair.end(UNREACHABLE.code, UNREACHABLE.reason);
      });
      client.on('error', (err) => {
        logger.debug({ err: err.message }, 'MQTT WebSocket: the vehicle side failed');
        cut();
      });
      client.on('close', (code, reason) =>
        pair.end(sendable(code) ? code : 1000, reason.toString()),
      );
      upstream.on('close', (code, reason) => {
        if (!connected) return;
        pair.end(sendable(code) ? code : 1000, reason.toString());
      });
    },
    get connections() {
      return open.size;
    },
    close() {
      closing = true;
      for (const pair of [...open]) pair.end(GOING_AWAY.code, GOING_AWAY.reason);
    },
  };
}
