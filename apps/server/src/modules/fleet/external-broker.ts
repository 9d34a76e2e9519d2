import { randomUUID } from 'node:crypto';
import { ConfigError } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { openAckWatch, type AckWatch } from './ack-watch.ts';
import type { CommandAckEvent } from './vehicle-message-events.ts';
import { ingestSlots, type Every, type IngestSlots } from './ingest-slots.ts';
import type { MessageIntake } from './message-intake.ts';
import type { VehicleTransport } from './vehicle-transport.ts';

export interface ExternalBrokerOptions {
  /** MQTT_URL; its user and password are the server's own identity on that broker. */
  url: string;
  /** The leases of the ingest slots live there (shared by every copy). */
  db: Pick<Db, 'insert' | 'delete' | 'update' | 'select'>;
  /** MQTT_CLIENT_ID: the prefix of every client id; the same in every copy of the group. */
  clientId: string;
  /** Shared-subscription group: each message goes to one session of the group. */
  shareGroup: string;
  /** Sessions per ingest slot (MQTT_INGEST_CONNECTIONS). */
  connections: number;
  /** How long the broker keeps a session (and its messages) while nobody is connected. */
  sessionExpirySeconds: number;
  /** MQTT_INGEST_LEASE_SECONDS. */
  leaseSeconds: number;
  intake: MessageIntake;
  /** This copy's command-ack feed, fed by the ack watch. */
  heardAck: (event: CommandAckEvent) => void;
  onAdopted: () => void;
  logger: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
  /** The slots' timer (tests stop it to stand for a copy that died). */
  every?: Every;
}

/**
 * The ingest side of an external broker (Mosquitto, EMQX). That broker authenticates and
 * authorizes vehicles (its own ACL must keep each to `fleet/{cid}/{vid}/`); the server still
 * checks every payload against its topic and that the vehicle belongs to that customer.
 *
 * Two parts: the ingest slots (`ingest-slots.ts`: persistent sessions in the shared subscription
 * group, acknowledged after the write, held by leases so that a copy that dies has its sessions
 * and their messages adopted by another), and the ack watch (`ack-watch.ts`: every copy hears
 * every command answer at once; commands are sent on it).
 */
export function externalBroker(options: ExternalBrokerOptions): VehicleTransport & {
  readonly slotsHeld: number;
} {
  const { intake, logger } = options;
  let closing = false;
  let watch: AckWatch | null = null;
  let slots: IngestSlots | null = null;

  return {
    kind: 'external',
    async listen() {
      try {
        watch = openAckWatch({
          url: options.url,
          clientIdPrefix: options.clientId,
          check: (topic, body) => intake.ackOf(topic, body),
          heard: options.heardAck,
          logger,
        });
        await watch.ready;
        slots = ingestSlots({
          db: options.db,
          url: options.url,
          clientIdPrefix: options.clientId,
          shareGroup: options.shareGroup,
          connections: options.connections,
          sessionExpirySeconds: options.sessionExpirySeconds,
          leaseSeconds: options.leaseSeconds,
          holder: randomUUID(),
          intake,
          closing: () => closing,
          brokerReachable: () => watch?.connected ?? false,
          onAdopted: options.onAdopted,
          logger,
          ...(options.every ? { every: options.every } : {}),
        });
        await slots.start();
      } catch (err) {
        await watch?.close().catch(() => undefined);
        watch = null;
        slots = null;
        const host = new URL(options.url).host;
        throw new ConfigError(
          `Cannot use the MQTT broker at MQTT_URL (${host}): ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      logger.info(
        {
          connections: options.connections,
          group: options.shareGroup,
          client_id: options.clientId,
          ack_watch: watch.clientId,
        },
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
      if (!watch) throw new Error('no connection to the MQTT broker');
      await watch.send(customerId, vehicleId, command);
    },
    connectedClients: () => slots?.connected() ?? 0,
    get slotsHeld() {
      return slots?.held ?? 0;
    },
    check() {
      return watch?.connected
        ? Promise.resolve()
        : Promise.reject(new Error('not connected to the MQTT broker'));
    },
    stopAccepting() {
      // From now on a message that cannot be stored waits in the session for another copy.
      closing = true;
      return Promise.resolve();
    },
    async close() {
      closing = true;
      // Ends the connections, not the sessions, and hands the slots over to a live copy.
      await slots?.close();
      await watch?.close();
    },
  };
}
