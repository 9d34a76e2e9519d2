import { connect, type MqttClient } from 'mqtt';
import {
  decodeFleetPayload,
  fleetTopic,
  type FleetCommand,
  type FleetTopicKind,
} from '@shuttle-ops/domain';
import { createBackoff, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.ts';
import type { SimLogger } from './logger.ts';
import { OfflineBuffer } from './offline-buffer.ts';

/** Spec §9 messaging client: keep-alive 60 s, back-off up to 128 s, offline buffer 5000. */
export const LINK_DEFAULTS = {
  keepaliveSeconds: 60,
  backoff: { ...DEFAULT_BACKOFF, jitter: 0.1 },
  maxBuffered: 5000,
  /** QoS 1 messages sent and not yet acknowledged; more only make the broker slower. */
  maxInflight: 32,
  connectTimeoutMs: 30_000,
  closeFlushMs: 2000,
} as const;

export type VehiclePublishKind = Exclude<FleetTopicKind, 'commands'>;

export interface MqttLinkOptions {
  brokerUrl: string;
  clientId: string;
  username: string;
  password: string;
  customerId: string;
  vehicleId: string;
  logger: SimLogger;
  /** A valid command for this vehicle; invalid ones are logged and ignored. */
  onCommand?: (command: FleetCommand) => void;
  keepaliveSeconds?: number;
  backoff?: BackoffOptions;
  maxBuffered?: number;
  maxInflight?: number;
  connectTimeoutMs?: number;
}

export interface LinkStats {
  connected: boolean;
  /** Waiting to be sent. */
  buffered: number;
  /** Sent, not yet acknowledged. */
  inflight: number;
  /** Acknowledged by the broker. */
  acknowledged: number;
  /** Dropped because the buffer was full (oldest first), or refused by the broker. */
  dropped: number;
  attempts: number;
  connects: number;
  /** Connections the broker refused (bad credentials, not authorised). */
  refused: number;
  lastError: string | null;
  commandsReceived: number;
  commandsInvalid: number;
}

export interface MqttLink {
  /** Queues a message for the vehicle's own topic of that kind, at QoS 1. */
  publish(kind: VehiclePublishKind, payload: unknown): void;
  stats(): LinkStats;
  /** Stops reconnecting; waits a little for queued messages while connected, then closes. */
  close(options?: { flushTimeoutMs?: number }): Promise<void>;
}

interface Outgoing {
  topic: string;
  body: string;
}

/**
 * The MQTT connection of one vehicle. mqtt.js reconnects at a fixed period, so reconnection is
 * ours: every attempt is a fresh client, after a delay that doubles up to the maximum. Messages
 * wait in one bounded queue, are sent while fewer than `maxInflight` await their PUBACK, and
 * those in flight when the connection drops go back to the front of the queue.
 */
export function createMqttLink(options: MqttLinkOptions): MqttLink {
  const { logger } = options;
  const keepalive = options.keepaliveSeconds ?? LINK_DEFAULTS.keepaliveSeconds;
  const maxInflight = options.maxInflight ?? LINK_DEFAULTS.maxInflight;
  const buffer = new OfflineBuffer<Outgoing>(options.maxBuffered ?? LINK_DEFAULTS.maxBuffered);
  const backoff = createBackoff(options.backoff ?? LINK_DEFAULTS.backoff);
  const commandsTopic = fleetTopic(options.customerId, options.vehicleId, 'commands');
  const log = { vehicle_id: options.vehicleId, client_id: options.clientId };

  const inflight = new Set<{ message: Outgoing }>();
  let client: MqttClient | null = null;
  let connected = false;
  let closing = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let refusedDrops = 0;
  const counts = {
    acknowledged: 0,
    attempts: 0,
    connects: 0,
    refused: 0,
    commandsReceived: 0,
    commandsInvalid: 0,
  };
  let lastError: string | null = null;
  let drained: (() => void) | null = null;

  const noteDropped = (count: number) => {
    if (count === 0) return;
    const total = buffer.dropped;
    // Once at the first loss and then every thousand, not once per message.
    if (total === count || Math.floor((total - count) / 1000) !== Math.floor(total / 1000)) {
      logger.warn({ ...log, dropped: total }, 'offline buffer full: oldest messages dropped');
    }
  };

  const pump = () => {
    while (connected && client && inflight.size < maxInflight && buffer.size > 0) {
      const message = buffer.shift()!;
      const entry = { message };
      inflight.add(entry);
      const sender = client;
      sender.publish(message.topic, message.body, { qos: 1 }, (error) => {
        // Entries of a dropped connection were put back already.
        if (!inflight.delete(entry)) return;
        if (!error) counts.acknowledged++;
        else if (!sender.connected) {
          // The connection is gone; its 'close' follows. Keep the message for the next one.
          if (sender === client) connected = false;
          noteDropped(buffer.requeue([message]));
        } else {
          refusedDrops++;
          logger.warn({ ...log, topic: message.topic, err: error.message }, 'publish failed');
        }
        pump();
      });
    }
    if (drained && buffer.size === 0 && inflight.size === 0) drained();
  };

  const onCommandMessage = (topic: string, body: Buffer) => {
    const decoded = decodeFleetPayload(topic, body);
    if (!decoded.ok || decoded.kind !== 'commands') {
      counts.commandsInvalid++;
      logger.warn(
        {
          ...log,
          topic,
          reason: decoded.ok ? 'KIND' : decoded.reason,
          err: decoded.ok ? '' : decoded.message,
        },
        'ignored an invalid command',
      );
      return;
    }
    counts.commandsReceived++;
    const command = decoded.payload;
    logger.info(
      { ...log, command_id: command.command_id, command: command.command },
      'command received',
    );
    try {
      options.onCommand?.(command);
    } catch (error) {
      logger.error({ ...log, err: (error as Error).message }, 'command handler failed');
    }
  };

  const scheduleReconnect = () => {
    if (closing || retryTimer) return;
    const delay = backoff.next();
    logger.debug({ ...log, delay_ms: delay }, 'reconnecting after a delay');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open();
    }, delay);
  };

  const onClosed = (closed: MqttClient) => {
    if (closed !== client) return;
    client = null;
    const wasConnected = connected;
    connected = false;
    // Unacknowledged messages go back to the front, in order; the broker may have some twice.
    const unacked = [...inflight].map((entry) => entry.message);
    inflight.clear();
    noteDropped(buffer.requeue(unacked));
    closed.end(true);
    if (wasConnected)
      logger.warn({ ...log, buffered: buffer.size }, 'disconnected from the broker');
    if (drained && closing) drained();
    scheduleReconnect();
  };

  function open() {
    if (closing) return;
    counts.attempts++;
    const attempt = connect(options.brokerUrl, {
      clientId: options.clientId,
      username: options.username,
      password: options.password,
      keepalive,
      clean: true,
      protocolVersion: 4,
      reconnectPeriod: 0,
      connectTimeout: options.connectTimeoutMs ?? LINK_DEFAULTS.connectTimeoutMs,
      resubscribe: false,
      queueQoSZero: false,
    });
    client = attempt;
    attempt.on('connect', () => {
      if (attempt !== client) return;
      connected = true;
      counts.connects++;
      backoff.reset();
      lastError = null;
      logger.info({ ...log, buffered: buffer.size }, 'connected to the broker');
      attempt.subscribe(commandsTopic, { qos: 1 }, (error, granted) => {
        const refusedGrant = granted?.some((g) => g.qos === 128);
        if (error || refusedGrant) {
          logger.warn(
            { ...log, err: error?.message ?? 'refused' },
            'could not subscribe to commands',
          );
        }
      });
      pump();
    });
    attempt.on('message', onCommandMessage);
    attempt.on('error', (error: Error & { code?: unknown }) => {
      if (attempt !== client) return;
      lastError = error.message;
      // CONNACK 4 (bad user name or password) and 5 (not authorised).
      if (error.code === 4 || error.code === 5) counts.refused++;
      logger.warn({ ...log, err: error.message }, 'MQTT error');
    });
    attempt.on('close', () => onClosed(attempt));
  }

  open();

  return {
    publish(kind, payload) {
      const message = {
        topic: fleetTopic(options.customerId, options.vehicleId, kind),
        body: JSON.stringify(payload),
      };
      noteDropped(buffer.push(message));
      pump();
    },
    stats: () => ({
      connected,
      buffered: buffer.size,
      inflight: inflight.size,
      acknowledged: counts.acknowledged,
      dropped: buffer.dropped + refusedDrops,
      attempts: counts.attempts,
      connects: counts.connects,
      refused: counts.refused,
      lastError,
      commandsReceived: counts.commandsReceived,
      commandsInvalid: counts.commandsInvalid,
    }),
    async close({ flushTimeoutMs = LINK_DEFAULTS.closeFlushMs } = {}) {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      if (connected && (buffer.size > 0 || inflight.size > 0)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, flushTimeoutMs);
          drained = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      drained = null;
      const last = client;
      const wasConnected = connected;
      client = null;
      connected = false;
      // A connection that is not up, or still has messages out, is cut rather than drained.
      if (last) await last.endAsync(!wasConnected || inflight.size > 0);
    },
  };
}
