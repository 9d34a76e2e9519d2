import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import { fleetTopicFilter } from '@shuttle-ops/domain';
import type { MessageIntake } from './message-intake.ts';

/** What the ingest reads: everything vehicles send, not the commands the server sends. */
export const INGEST_FILTERS = (['telemetry', 'alerts', 'missions', 'commands/ack'] as const).map(
  fleetTopicFilter,
);

/** MQTT 5 DISCONNECT reason: another connection took this client id's session. */
const SESSION_TAKEN_OVER = 0x8e;
/** Wait before connecting again after a drop (as mqtt.js' reconnectPeriod did). */
const RECONNECT_MS = 1000;

export interface IngestConnectionOptions {
  url: string;
  clientId: string;
  shareGroup: string;
  /** How long the broker keeps the session (and its messages) while nobody is connected. */
  sessionExpirySeconds: number;
  intake: MessageIntake;
  /** True from the server's `stopAccepting` on: a message not stored stays in the session. */
  closing: () => boolean;
  /** The broker gave this session to another connection (DISCONNECT 0x8E). */
  onTakenOver: () => void;
  /**
   * Asked after the connection dropped, before connecting again: whether this session is still
   * ours (its slot's lease). Mosquitto 2.0 closes a session taken over without telling why.
   */
  mayReconnect: () => Promise<boolean>;
  logger: { warn(fields: object, message: string): void };
}

export interface IngestConnection {
  readonly clientId: string;
  readonly connected: boolean;
  /** Whether the broker still had the session (and so its messages) when this connected. */
  readonly resumed: boolean;
  /** Disconnects and keeps the session: its messages wait for whoever connects with this id. */
  end(): Promise<void>;
  /** Drops the socket at once, no reconnect (the session is someone else's now). */
  abandon(): void;
}

/**
 * One persistent ingest session (clean: false, a session expiry) in the shared subscription
 * group. A QoS 1 message is acknowledged only once it is stored (`customHandleAcks`); mqtt.js
 * handles a connection's incoming packets one at a time and waits for that callback
 * (build/lib/client.js `work` → handlers/publish.js). Resolves once subscribed; rejects when the
 * broker cannot be reached or refuses the subscriptions.
 */
export function openIngestConnection(options: IngestConnectionOptions): Promise<IngestConnection> {
  const { intake, logger, clientId } = options;
  let abandoned = false;
  let resumed = false;
  const settings: IClientOptions = {
    clientId,
    protocolVersion: 5,
    clean: false,
    properties: { sessionExpiryInterval: options.sessionExpirySeconds },
    // Reconnects are ours (below): only while the session is still this process's.
    reconnectPeriod: 0,
    connectTimeout: 10_000,
    resubscribe: true,
    customHandleAcks: (topic, message, _packet, done) => {
      intake.fromBroker(topic, message).then(
        () => done(0),
        (err: Error) => {
          // Not stored, so not acknowledged: reconnecting makes the broker send it again.
          done(err);
          if (!options.closing() && !abandoned) {
            logger.warn({ err: err.message, client_id: clientId }, 'message not stored');
            client.stream.destroy();
          }
        },
      );
    },
  };
  const client: MqttClient = connect(options.url, settings);
  client.on('connect', (connack) => (resumed = connack.sessionPresent));
  client.on('message', (topic, message, packet) => {
    // QoS 1 and 2 arrive through customHandleAcks; QoS 0 has nothing to acknowledge.
    if (packet.qos === 0) {
      intake
        .fromBroker(topic, message)
        .catch((err: Error) => logger.warn({ err: err.message }, 'QoS 0 message not stored'));
    }
  });
  client.on('error', (err) => logger.warn({ err: err.message, client_id: clientId }, 'MQTT error'));
  client.on('disconnect', (packet) => {
    if (packet.reasonCode !== SESSION_TAKEN_OVER) return;
    connection.abandon();
    options.onTakenOver();
  });
  let retrying = false;
  client.on('close', () => {
    if (abandoned || retrying) return;
    retrying = true;
    setTimeout(() => {
      if (abandoned) return;
      void options.mayReconnect().then((ours) => {
        retrying = false;
        if (abandoned) return;
        if (ours) client.reconnect();
        else connection.abandon();
      });
    }, RECONNECT_MS).unref();
  });

  const connection: IngestConnection = {
    clientId,
    get connected() {
      return client.connected;
    },
    get resumed() {
      return resumed;
    },
    async end() {
      abandoned = true;
      await client.endAsync();
    },
    abandon() {
      abandoned = true;
      client.end(true);
    },
  };

  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      connection.abandon();
      reject(err);
    };
    client.once('error', fail);
    client.once('connect', () => {
      client.off('error', fail);
      const shared = INGEST_FILTERS.map((filter) => `$share/${options.shareGroup}/${filter}`);
      client
        .subscribeAsync(shared, { qos: 1 })
        .then((granted) => {
          const refused = granted.filter((g) => g.qos >= 0x80);
          if (refused.length > 0) {
            throw new Error(`the broker refused ${refused.map((g) => g.topic).join(', ')}`);
          }
          resolve(connection);
        })
        .catch(fail);
    });
  });
}
