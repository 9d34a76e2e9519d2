import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import { fleetTopic, fleetTopicFilter } from '@shuttle-ops/domain';
import { ConfigError } from '../../config/env.ts';
import type { MessageIntake } from './message-intake.ts';
import type { VehicleTransport } from './vehicle-transport.ts';

export interface ExternalBrokerOptions {
  /** MQTT_URL; its user and password are the server's own identity on that broker. */
  url: string;
  /** Stable per process (MQTT_CLIENT_ID) so that a restart resumes its sessions. */
  clientId: string;
  /** Shared-subscription group: each message goes to one process of the group. */
  shareGroup: string;
  /** Ingest connections of this process (see below). */
  connections: number;
  /** How long the broker keeps a session (and its messages) while this process is away. */
  sessionExpirySeconds: number;
  intake: MessageIntake;
  logger: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
}

/** What the ingest reads: everything vehicles send, not the commands the server sends. */
const FILTERS = (['telemetry', 'alerts', 'missions', 'commands/ack'] as const).map(
  fleetTopicFilter,
);

/**
 * The ingest side of an external broker (Mosquitto, EMQX). That broker authenticates and
 * authorizes vehicles (its own ACL must keep each to `fleet/{cid}/{vid}/`); the server still
 * checks every payload against its topic and that the vehicle belongs to that customer.
 *
 * Each connection is an MQTT 5 persistent session (clean: false, a session expiry) in a shared
 * subscription group, and acknowledges a QoS 1 message only once it is stored
 * (`customHandleAcks`). mqtt.js handles a connection's incoming packets one at a time and waits
 * for that callback (build/lib/client.js `work` → handlers/publish.js), so one connection
 * stores one message per transaction; several connections in the group let the pipeline batch
 * their messages together.
 */
export function externalBroker(options: ExternalBrokerOptions): VehicleTransport {
  const { intake, logger } = options;
  const clients: MqttClient[] = [];
  let closing = false;

  const open = (index: number): Promise<MqttClient> => {
    const clientId = `${options.clientId}-${index}`;
    const settings: IClientOptions = {
      clientId,
      protocolVersion: 5,
      clean: false,
      properties: { sessionExpiryInterval: options.sessionExpirySeconds },
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      resubscribe: true,
      customHandleAcks: (topic, message, _packet, done) => {
        intake.fromBroker(topic, message).then(
          () => done(0),
          (err: Error) => {
            // Not stored, so not acknowledged: reconnecting makes the broker send it again.
            done(err);
            if (!closing) {
              logger.warn({ err: err.message, client_id: clientId }, 'message not stored');
              client.stream.destroy();
            }
          },
        );
      },
    };
    const client = connect(options.url, settings);
    client.on('message', (topic, message, packet) => {
      // QoS 1 and 2 arrive through customHandleAcks; QoS 0 has nothing to acknowledge.
      if (packet.qos === 0) {
        intake
          .fromBroker(topic, message)
          .catch((err: Error) => logger.warn({ err: err.message }, 'QoS 0 message not stored'));
      }
    });
    client.on('error', (err) =>
      logger.warn({ err: err.message, client_id: clientId }, 'MQTT error'),
    );
    return new Promise((resolve, reject) => {
      const fail = (err: Error) => {
        client.end(true);
        reject(err);
      };
      client.once('error', fail);
      client.once('connect', () => {
        client.off('error', fail);
        const shared = FILTERS.map((filter) => `$share/${options.shareGroup}/${filter}`);
        client
          .subscribeAsync(shared, { qos: 1 })
          .then((granted) => {
            const refused = granted.filter((g) => g.qos >= 0x80);
            if (refused.length > 0) {
              throw new Error(`the broker refused ${refused.map((g) => g.topic).join(', ')}`);
            }
            resolve(client);
          })
          .catch(fail);
      });
    });
  };

  return {
    kind: 'external',
    async listen() {
      try {
        for (let i = 0; i < options.connections; i++) clients.push(await open(i));
      } catch (err) {
        await Promise.allSettled(clients.map((c) => c.endAsync(true)));
        const host = new URL(options.url).host;
        throw new ConfigError(
          `Cannot use the MQTT broker at MQTT_URL (${host}): ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      logger.info(
        { connections: clients.length, group: options.shareGroup, client_id: options.clientId },
        'ingesting from the external MQTT broker',
      );
    },
    port: null,
    vehicleUrl: options.url,
    handleStream(stream) {
      // Vehicles use the external broker; this server's /mqtt has no broker behind it.
      stream.destroy();
    },
    async sendCommand(customerId, vehicleId, command) {
      const client = clients.find((c) => c.connected);
      if (!client) throw new Error('no connection to the MQTT broker');
      await client.publishAsync(
        fleetTopic(customerId, vehicleId, 'commands'),
        JSON.stringify(command),
        { qos: 1 },
      );
    },
    connectedClients: () => clients.filter((c) => c.connected).length,
    check() {
      return clients.some((c) => c.connected)
        ? Promise.resolve()
        : Promise.reject(new Error('not connected to the MQTT broker'));
    },
    stopAccepting() {
      // From now on a message that cannot be stored waits in the session for the next start.
      closing = true;
      return Promise.resolve();
    },
    async close() {
      closing = true;
      // Ends the connections, not the sessions: what arrives meanwhile waits for the restart.
      await Promise.allSettled(clients.map((c) => c.endAsync()));
    },
  };
}
