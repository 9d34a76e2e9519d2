import { connectAsync, type MqttClient } from 'mqtt';
import { fleetTopic, vehicleMqttUsername } from '@shuttle-ops/domain';
import type { VehiclePublishKind } from '../mqtt-link.ts';

export interface VehicleConnectionOptions {
  /** `mqtt://host:1883` or `ws://host:8080/mqtt`. */
  mqttUrl: string;
  vehicleId: string;
  customerId: string;
  password: string;
  /** How long to wait for the CONNACK and for each PUBACK. */
  timeoutMs: number;
}

/** What the broker made of one PUBLISH. */
export type PublishOutcome = { puback: true } | { puback: false; error: string };

export interface VehicleConnection {
  topicOf(kind: VehiclePublishKind): string;
  /** Publishes at QoS 1 and waits for the PUBACK; reconnects first if the broker cut us off. */
  publish(kind: VehiclePublishKind, body: string): Promise<PublishOutcome>;
  close(): Promise<void>;
}

/**
 * The check's MQTT session: signed in as the vehicle itself (`veh-<Vehicle_ID>`, as client id
 * too), one message at a time so each verdict belongs to one message.
 */
export async function connectAsVehicle(
  options: VehicleConnectionOptions,
): Promise<VehicleConnection> {
  const username = vehicleMqttUsername(options.vehicleId);
  const open = () =>
    connectAsync(options.mqttUrl, {
      clientId: username,
      username,
      password: options.password,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: options.timeoutMs,
    });
  let client: MqttClient = await open();
  const topicOf = (kind: VehiclePublishKind) =>
    fleetTopic(options.customerId, options.vehicleId, kind);

  const publishOnce = (sender: MqttClient, topic: string, body: string) =>
    new Promise<PublishOutcome>((resolve) => {
      const done = (outcome: PublishOutcome) => {
        clearTimeout(timer);
        sender.off('close', onClose);
        resolve(outcome);
      };
      const onClose = () => done({ puback: false, error: 'the broker closed the connection' });
      const timer = setTimeout(
        () => done({ puback: false, error: `no PUBACK within ${options.timeoutMs} ms` }),
        options.timeoutMs,
      );
      sender.once('close', onClose);
      sender.publish(topic, body, { qos: 1 }, (error) =>
        done(error ? { puback: false, error: error.message } : { puback: true }),
      );
    });

  return {
    topicOf,
    async publish(kind, body) {
      if (!client.connected) {
        client.end(true);
        client = await open();
      }
      return publishOnce(client, topicOf(kind), body);
    },
    async close() {
      await client.endAsync();
    },
  };
}
