import { createServer, type AddressInfo, type Socket } from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { fleetTopic } from '@shuttle-ops/domain';
import type { FleetMetrics } from './fleet-metrics.ts';
import type { MessageIntake } from './message-intake.ts';
import { guardMqttFrames } from './mqtt-frame-guard.ts';
import type { Refusals } from './refusals.ts';
import { maySubscribe, ownsClientId } from './vehicle-acl.ts';
import type { VehicleAuthenticator } from './vehicle-auth.ts';
import type { VehicleIdentity } from './vehicle-directory.ts';
import type { VehicleTransport } from './vehicle-transport.ts';

export interface EmbeddedBrokerOptions {
  authenticate: VehicleAuthenticator;
  intake: MessageIntake;
  metrics: FleetMetrics;
  refusals: Refusals;
  logger: {
    debug(fields: object, message: string): void;
    error(fields: object, message: string): void;
  };
  /** A client announcing a longer MQTT packet is disconnected before it is read. */
  maxPacketBytes: number;
}

type ReturnCode = AuthenticateError['returnCode'];
const refusal = (message: string, returnCode: ReturnCode): AuthenticateError =>
  Object.assign(new Error(message), { returnCode });

const localUrl = (host: string, port: number) => {
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `mqtt://${local.includes(':') ? `[${local}]` : local}:${port}`;
};

/** The embedded Aedes broker: vehicles sign in with their own credentials and keep to their topics. */
export async function embeddedBroker(options: EmbeddedBrokerOptions): Promise<VehicleTransport> {
  const { intake, metrics, logger } = options;
  const vehicles = new WeakMap<Client, VehicleIdentity>();

  const broker = await Aedes.createBroker({
    // Room for `veh-<uuid>` client ids; the ACL decides which ids a vehicle may use.
    maxClientsIdLength: 64,

    authenticate(client, username, password, done) {
      const refuse = (reason: string, err: AuthenticateError) => {
        metrics.authFailures.inc({ reason });
        done(err, false);
      };
      if (!username || !password) {
        return refuse('credentials', refusal('Bad user name or password', 4));
      }
      options.authenticate(username, password).then(
        (vehicle) => {
          if (!vehicle) return refuse('credentials', refusal('Bad user name or password', 4));
          // Checked before Aedes registers the client, so a wrong id cannot take a session over.
          if (!ownsClientId(vehicle, client.id)) {
            return refuse('client_id', refusal('Identifier rejected', 2));
          }
          vehicles.set(client, vehicle);
          done(null, true);
        },
        (err: unknown) => {
          logger.error({ err }, 'MQTT sign-in failed');
          done(refusal('Server unavailable', 3), false);
        },
      );
    },

    // Acknowledged means stored. Aedes 1.2 runs authorizePublish before it acknowledges:
    // lib/handlers/publish.js runs `publishActions = [authorizePublish, enqueuePublish]` in
    // series, and enqueuePublish writes the PUBACK of a QoS 1 message (or stores and PUBRECs
    // a QoS 2 one) only after this callback. So the callback waits for the database write.
    // And lib/client.js reads a client's next socket chunk only once every packet of the
    // current one is done (`_parsingBatch`), so while its messages wait for room in the ingest
    // queue, that vehicle is not read from: a burst pushes back through TCP.
    authorizePublish(client, packet, callback) {
      const vehicle = client ? vehicles.get(client) : undefined;
      if (!vehicle) return callback(new Error('not signed in'));
      // Retained vehicle messages would pile up in the broker's memory; nobody needs them.
      packet.retain = false;
      intake.fromVehicle(vehicle, packet.topic, packet.payload).then(
        (outcome) => callback(outcome === 'forbidden' ? new Error('topic not allowed') : null),
        // Not stored: no acknowledgement; the connection closes and the vehicle sends it again.
        (err: Error) => callback(err),
      );
    },

    authorizeSubscribe(client, subscription, callback) {
      const vehicle = vehicles.get(client);
      if (vehicle && maySubscribe(vehicle, subscription.topic)) return callback(null, subscription);
      metrics.authFailures.inc({ reason: 'subscribe' });
      // A refused subscription (SUBACK 0x80); the connection stays.
      callback(null, null);
    },
  });

  broker.on('clientError', (client, err) =>
    logger.debug({ client_id: client.id, err: err.message }, 'MQTT client error'),
  );

  const handle = (
    stream: Parameters<Aedes['handle']>[0],
    request?: Parameters<Aedes['handle']>[1],
  ) => {
    // `client` is read only when data arrives, after handle() has answered it.
    const guarded = guardMqttFrames(stream, options.maxPacketBytes, (size) => {
      const vehicle = vehicles.get(client);
      options.refusals.refuse('TOO_LARGE', {
        topic: '(packet)',
        ...(vehicle ? { vehicle_id: vehicle.vehicleId, customer_id: vehicle.customerId } : {}),
        message: `an MQTT packet of ${size} bytes, more than ${options.maxPacketBytes}`,
      });
    });
    const client: Client = broker.handle(guarded, request);
  };

  const server = createServer((socket: Socket) => handle(socket));
  let url: string | null = null;

  return {
    kind: 'embedded',
    async listen({ port, host }) {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host }, () => {
          server.off('error', reject);
          resolve();
        });
      });
      url = localUrl(host, (server.address() as AddressInfo).port);
    },
    get port() {
      return server.listening ? (server.address() as AddressInfo).port : null;
    },
    get vehicleUrl() {
      return url;
    },
    handleStream: (stream, request) => handle(stream, request),
    sendCommand(customerId, vehicleId, command) {
      return new Promise((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: fleetTopic(customerId, vehicleId, 'commands'),
            payload: Buffer.from(JSON.stringify(command)),
            qos: 1,
            retain: false,
            dup: false,
          },
          (err) => (err ? reject(err) : resolve()),
        ),
      );
    },
    connectedClients: () => broker.connectedClients,
    check() {
      if (broker.closed) return Promise.reject(new Error('the MQTT broker is closed'));
      if (!server.listening) return Promise.reject(new Error('the MQTT broker is not listening'));
      return Promise.resolve();
    },
    stopAccepting() {
      // Stops listening at once; Node calls back only when every connection has ended.
      if (server.listening) server.close();
      return Promise.resolve();
    },
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      if (server.listening) server.close();
    },
  };
}
