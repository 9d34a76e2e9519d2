import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebSocketStream } from 'ws';
import type { UnsignedFleetCommand } from '@shuttle-ops/domain';
import { loadSecret } from '../../lib/named-secret.ts';
import { commandAckFeed, type CommandAckFeed } from './command-ack-feed.ts';
import { COMMAND_NONCE_SECRET, commandNonces } from './command-nonce.ts';
import { demoVehicles, type DemoVehicle } from './demo-vehicles.ts';
import { embeddedBroker } from './embedded-broker.ts';
import { externalBroker } from './external-broker.ts';
import { fleetMetrics } from './fleet-metrics.ts';
import { ingestPipeline, type IngestPipeline } from './ingest-pipeline.ts';
import { messageIntake } from './message-intake.ts';
import { payloadSchemasRoutes } from './payload-schemas.routes.ts';
import { refusalLog } from './refusal-log.ts';
import { refusals } from './refusals.ts';
import { vehicleAuthenticator } from './vehicle-auth.ts';
import { vehicleDirectory } from './vehicle-directory.ts';
import { mqttWebSocketProxy, refuseMqttWebSocket } from './ws-proxy.ts';
import type { VehicleTransport } from './vehicle-transport.ts';
// `app.alarms` (the alarms of stored alerts).
import type {} from '../alarms/index.ts';
// `app.brokerAccounts` (started before the ingest of an external broker).
import type {} from '../broker-accounts/index.ts';

export type { CommandAckFeed } from './command-ack-feed.ts';
export { demoVehicles, type DemoVehicle } from './demo-vehicles.ts';
export { latestRefusals } from './refusal-log.ts';
export type {
  AlertEvent,
  BusLocationEvent,
  CommandAckEvent,
  DataPointsEvent,
  MissionEvent,
  TelemetryEvent,
  VehicleMessageEvent,
} from './vehicle-message-events.ts';

/** The vehicle messaging of this process, as the rest of the app sees it. */
export interface VehicleMessaging {
  readonly kind: VehicleTransport['kind'];
  /** Embedded: listens for vehicles (MQTT_PORT); external: connects the ingest (MQTT_URL). */
  listen(options: { port: number; host: string }): Promise<void>;
  /** The embedded broker's port once listening (null with an external broker). */
  readonly port: number | null;
  /** Where a vehicle of this machine connects (null before `listen`). */
  readonly vehicleUrl: string | null;
  /** Publishes the command with its nonce (which the vehicle's answers must echo), at QoS 1. */
  sendCommand(customerId: string, vehicleId: string, command: UnsignedFleetCommand): Promise<void>;
  /**
   * The command answers this copy takes in itself (checked, nonce included), at once, whichever
   * copy's ingest stores them; the bus's `commandAck` events bring the same answers again.
   */
  readonly commandAcks: CommandAckFeed;
  /** Rows waiting for the database. */
  readonly queuedRows: number;
  check(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mqtt: VehicleMessaging;
    /**
     * The demo vehicles `npm start`'s simulated shuttles drive (SIM_VEHICLES of them), with the
     * MQTT passwords the seed gave them; main.ts starts the simulator with them.
     */
    demoVehicles(): Promise<DemoVehicle[]>;
  }
}

/** Packets longer than this end the connection; valid payloads are at most 32 kB. */
const MAX_PACKET_BYTES = 64 * 1024;
/** Rows held before vehicles are made to wait (a telemetry message is about 34 rows). */
const MAX_QUEUED_ROWS = 20_000;
/** Rows per batch at most: about 150 messages (PGlite writes on its own thread too). */
const MAX_BATCH_ROWS = 5000;

/**
 * Vehicle messaging: the embedded broker (default) or an external one (MQTT_URL), the ingest
 * pipeline into the database and the latest state, MQTT over WebSocket at `/mqtt` (forwarded to
 * MQTT_WS_URL with an external broker, or off), and the published payload schemas. Registered
 * after the bus; closes before it: no new connections → queued messages written → broker.
 */
export const fleetModule = fp(
  async (app: FastifyInstance) => {
    const { env, database } = app;
    const { db } = database;
    const state = app.vehicleState;
    const logger = app.log.child({ module: 'mqtt' });
    const directory = vehicleDirectory(db);
    const gauges = { queuedRows: () => 0, clients: () => 0, slots: () => 0 };
    const metrics = fleetMetrics(app.metrics, {
      queuedRows: () => gauges.queuedRows(),
      clients: () => gauges.clients(),
      slots: () => gauges.slots(),
    });
    const nonces = commandNonces(await loadSecret(db, COMMAND_NONCE_SECRET));
    const acks = commandAckFeed(logger);
    const refusalStore = refusalLog({ db, directory, logger });
    const refused = refusals(metrics, logger, refusalStore);
    const pipeline: IngestPipeline = ingestPipeline({
      db,
      state,
      bus: app.bus,
      metrics,
      refusals: refused,
      logger,
      siteName: env.SITE_NAME,
      maxBatchRows: MAX_BATCH_ROWS,
      maxQueuedRows: MAX_QUEUED_ROWS,
      // An external broker's ingest connection hands over its messages one at a time, each
      // after the last one's commit (mqtt.js), so a message there has no other of its connection
      // to wait for: a window would only cap each connection at one message a window.
      gatherMs: env.MQTT_URL ? 0 : env.INGEST_BATCH_WINDOW_MS,
      meter: app.costs,
      // The alarms of the alerts this process stored: exactly one process sees each.
      onStoredAlert: (alert) => app.alarms.reportVehicleAlert(alert),
    });
    const intake = messageIntake({
      pipeline,
      bus: app.bus,
      directory,
      metrics,
      refusals: refused,
      nonces,
      meter: app.costs,
      // With an external broker the ack watch feeds it (every copy hears every answer there).
      ...(env.MQTT_URL ? {} : { onAck: acks.publish }),
    });
    const external = env.MQTT_URL
      ? externalBroker({
          url: env.MQTT_URL,
          db,
          clientId: env.MQTT_CLIENT_ID,
          shareGroup: env.MQTT_SHARE_GROUP,
          connections: env.MQTT_INGEST_CONNECTIONS,
          sessionExpirySeconds: env.MQTT_SESSION_EXPIRY,
          leaseSeconds: env.MQTT_INGEST_LEASE_SECONDS,
          intake,
          heardAck: acks.publish,
          onAdopted: () => metrics.slotAdoptions.inc(),
          logger,
        })
      : null;
    const transport: VehicleTransport =
      external ??
      (await embeddedBroker({
        authenticate: vehicleAuthenticator({ directory }),
        intake,
        metrics,
        refusals: refused,
        logger,
        maxPacketBytes: MAX_PACKET_BYTES,
      }));
    gauges.queuedRows = () => pipeline.queuedRows;
    gauges.clients = () => transport.connectedClients();
    gauges.slots = () => external?.slotsHeld ?? 0;
    // With MQTT_URL, `/mqtt` forwards to that broker's WebSocket listener (MQTT_WS_URL) or is off.
    const wsProxy =
      env.MQTT_URL && env.MQTT_WS_URL
        ? mqttWebSocketProxy({
            target: env.MQTT_WS_URL,
            maxPayload: MAX_PACKET_BYTES,
            registry: app.metrics,
            logger,
          })
        : null;
    app.get('/mqtt', { websocket: true, schema: { hide: true } }, (socket, request) => {
      if (!app.wsAdmission.admit(socket, request)) return;
      if (wsProxy) return wsProxy.handle(socket, request.raw);
      if (transport.kind === 'external') return refuseMqttWebSocket(socket);
      transport.handleStream(createWebSocketStream(socket), request.raw);
    });

    app.decorate('mqtt', {
      kind: transport.kind,
      async listen(options: { port: number; host: string }) {
        // The server's role and the vehicles' accounts first: the ingest needs that role.
        if (transport.kind === 'external') await app.brokerAccounts.start();
        await transport.listen(options);
        if (transport.port !== null) logger.info({ port: transport.port }, 'MQTT broker listening');
      },
      get port() {
        return transport.port;
      },
      get vehicleUrl() {
        return transport.vehicleUrl;
      },
      sendCommand: (customerId: string, vehicleId: string, command: UnsignedFleetCommand) =>
        transport.sendCommand(customerId, vehicleId, nonces.sign(vehicleId, command)),
      commandAcks: acks,
      get queuedRows() {
        return pipeline.queuedRows;
      },
      check: () => transport.check(),
    } satisfies VehicleMessaging);
    app.decorate('demoVehicles', () =>
      demoVehicles({
        db,
        demoPassword: env.DEMO_PASSWORD,
        count: env.SIM_VEHICLES,
        logger: app.log.child({ module: 'simulator' }),
      }),
    );
    await app.register(payloadSchemasRoutes);

    app.addHook('onClose', async () => {
      wsProxy?.close();
      await transport.stopAccepting();
      await pipeline.close();
      await refusalStore.close();
      await transport.close();
    });
  },
  {
    name: 'fleet',
    dependencies: [
      'config',
      'database',
      'bus',
      'metrics',
      '@fastify/websocket',
      'vehicle-state',
      'alarms',
      'broker-accounts',
    ],
  },
);

/** Reads for other modules (incidents). */
export { measuresBetween, positionAt } from './history-reads.ts';
/** Distances travelled from the stored positions (mi-reports). */
export { distanceTravelled, type DistanceWindow } from './distance-reads.ts';
/** Stored numeric measures, raw or per time bucket (telemetry-reports). */
export { telemetryBuckets, type BucketQuery, type BucketRow } from './telemetry-buckets.ts';

/** Trip playback's reads of stored positions, measures and door changes. */
export { doorChanges, thinnedTrack, type TrackRow } from './playback-reads.ts';
