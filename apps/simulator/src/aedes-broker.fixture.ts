import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { fleetTopic, fleetTopicPrefix } from '@shuttle-ops/domain';

/** A vehicle the test broker knows: its credentials and its own topics. */
export interface BrokerVehicle {
  username: string;
  password: string;
  customerId: string;
  vehicleId: string;
}

export interface ReceivedMessage {
  topic: string;
  qos: number;
  body: string;
  clientId: string;
}

export interface TestBroker {
  port: number;
  url: string;
  received: ReceivedMessage[];
  /** Connections refused for bad credentials. */
  refusedLogins: string[];
  /** Publishes the broker refused (outside the vehicle's own topics). */
  refusedPublishes: string[];
  /** Topic filters the vehicles subscribed to. */
  subscriptions: string[];
  /** Most publishes that waited for their PUBACK at the same time, per client. */
  maxPendingAcks: Map<string, number>;
  /** Clients connected right now. */
  connectedClients(): number;
  /** Sends a message to a vehicle's commands topic. */
  sendCommand(vehicle: BrokerVehicle, body: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real Aedes broker on a local port, with the rules of DESIGN.md: each vehicle signs in with
 * its own credentials and may publish and subscribe only under its own `fleet/{cid}/{vid}/`.
 * `ackDelayMs` holds each PUBACK back (authorizePublish runs before it) to make flow control
 * visible.
 */
export async function startTestBroker(
  vehicles: readonly BrokerVehicle[],
  options: { port?: number; ackDelayMs?: number } = {},
): Promise<TestBroker> {
  const identities = new WeakMap<Client, BrokerVehicle>();
  const pending = new Map<string, number>();
  const result: Omit<TestBroker, 'port' | 'url' | 'close' | 'sendCommand' | 'connectedClients'> = {
    received: [],
    refusedLogins: [],
    refusedPublishes: [],
    subscriptions: [],
    maxPendingAcks: new Map(),
  };
  const broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const vehicle = vehicles.find((v) => v.username === username);
      if (!vehicle || password?.toString() !== vehicle.password) {
        result.refusedLogins.push(username ?? '');
        const error = Object.assign(new Error('Bad username or password'), { returnCode: 4 });
        done(error, false);
        return;
      }
      identities.set(client, vehicle);
      done(null, true);
    },
    authorizePublish: (client, packet, done) => {
      const vehicle = client && identities.get(client);
      if (!client || !vehicle) {
        done(null);
        return;
      }
      if (!packet.topic.startsWith(fleetTopicPrefix(vehicle.customerId, vehicle.vehicleId))) {
        result.refusedPublishes.push(packet.topic);
        done(new Error('not your topic'));
        return;
      }
      result.received.push({
        topic: packet.topic,
        qos: packet.qos,
        body: packet.payload.toString(),
        clientId: client.id,
      });
      const count = (pending.get(client.id) ?? 0) + 1;
      pending.set(client.id, count);
      result.maxPendingAcks.set(
        client.id,
        Math.max(result.maxPendingAcks.get(client.id) ?? 0, count),
      );
      const release = () => {
        pending.set(client.id, (pending.get(client.id) ?? 1) - 1);
        done(null);
      };
      if (options.ackDelayMs) setTimeout(release, options.ackDelayMs);
      else release();
    },
    authorizeSubscribe: (client, subscription, done) => {
      const vehicle = identities.get(client);
      const own =
        vehicle &&
        subscription.topic.startsWith(fleetTopicPrefix(vehicle.customerId, vehicle.vehicleId));
      done(own ? null : new Error('not your topic'), own ? subscription : null);
    },
  });
  broker.on('subscribe', (subscriptions) => {
    result.subscriptions.push(...subscriptions.map((s) => s.topic));
  });
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    broker.handle(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    ...result,
    port,
    url: `mqtt://127.0.0.1:${port}`,
    connectedClients: () => broker.connectedClients,
    sendCommand: (vehicle, body) =>
      new Promise<void>((resolve, reject) => {
        broker.publish(
          {
            cmd: 'publish',
            topic: fleetTopic(vehicle.customerId, vehicle.vehicleId, 'commands'),
            payload: Buffer.from(body),
            qos: 1,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        );
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port that nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until the condition holds, polling; fails with the message after the timeout. */
export async function waitFor(
  condition: () => boolean,
  message: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
