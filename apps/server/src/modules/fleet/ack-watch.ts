import { randomBytes } from 'node:crypto';
import { connect, type MqttClient } from 'mqtt';
import { fleetTopic, fleetTopicFilter, type FleetCommand } from '@shuttle-ops/domain';
import type { CommandAckEvent } from './vehicle-message-events.ts';

export interface AckWatchOptions {
  url: string;
  /** MQTT_CLIENT_ID; the watch's client id is `<prefix>-acks-<random>`. */
  clientIdPrefix: string;
  /**
   * Checks an answer as the ingest would (payload, the vehicle is the topic's customer's, the
   * command's nonce) without counting a refusal: the shared ingest counts it once.
   */
  check(topic: string, body: Buffer): Promise<CommandAckEvent | null>;
  /** Where a checked answer goes: this copy's command-ack feed. */
  heard(event: CommandAckEvent): void;
  logger: { warn(fields: object, message: string): void };
}

/**
 * This copy's own view of the vehicles' answers: one clean connection (session expiry 0)
 * subscribed, not shared, to `fleet/+/+/commands/ack`, so every copy hears every answer at
 * once, whichever copy's ingest session takes it in. It stores nothing. Commands to vehicles
 * are published on it too: it is the one connection every copy always has.
 */
export function openAckWatch(options: AckWatchOptions) {
  const clientId = `${options.clientIdPrefix}-acks-${randomBytes(4).toString('hex')}`;
  const client: MqttClient = connect(options.url, {
    clientId,
    protocolVersion: 5,
    clean: true,
    properties: { sessionExpiryInterval: 0 },
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    resubscribe: true,
  });
  // Answers are checked side by side but heard in the order they came: an `executed` checked
  // before the `acknowledged` sent ahead of it would otherwise leave the acknowledgement out of
  // the command's history (it moves a command on only from `sent`).
  let inOrder: Promise<void> = Promise.resolve();
  client.on('message', (topic, message) => {
    const checked = options.check(topic, message);
    inOrder = inOrder.then(() =>
      checked.then(
        (event) => {
          if (event) options.heard(event);
        },
        (err: Error) => options.logger.warn({ err: err.message, topic }, 'command ack not checked'),
      ),
    );
  });
  client.on('error', (err) =>
    options.logger.warn({ err: err.message, client_id: clientId }, 'MQTT error'),
  );

  const ready = new Promise<void>((resolve, reject) => {
    const fail = (err: Error) => {
      client.end(true);
      reject(err);
    };
    client.once('error', fail);
    client.once('connect', () => {
      client.off('error', fail);
      client
        .subscribeAsync(fleetTopicFilter('commands/ack'), { qos: 1 })
        .then(([granted]) => {
          if (!granted || granted.qos >= 0x80) {
            throw new Error(`the broker refused ${fleetTopicFilter('commands/ack')}`);
          }
          resolve();
        })
        .catch(fail);
    });
  });

  return {
    clientId,
    /** Resolves once subscribed; rejects when the broker cannot be used. */
    ready,
    get connected() {
      return client.connected;
    },
    async send(customerId: string, vehicleId: string, command: FleetCommand): Promise<void> {
      if (!client.connected) throw new Error('no connection to the MQTT broker');
      await client.publishAsync(
        fleetTopic(customerId, vehicleId, 'commands'),
        JSON.stringify(command),
        { qos: 1 },
      );
    },
    async close(): Promise<void> {
      await client.endAsync();
    },
  };
}

export type AckWatch = ReturnType<typeof openAckWatch>;
