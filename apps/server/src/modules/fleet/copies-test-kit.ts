import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { telemetry, telemetrySnapshots } from './schema.ts';
import { loadSecret } from '../../lib/named-secret.ts';
import { telemetryOf, topicOf, type TestVehicle } from '../../test/vehicles.ts';
import { COMMAND_NONCE_SECRET, commandNonces } from './command-nonce.ts';
import { externalBroker } from './external-broker.ts';
import { fleetMetrics } from './fleet-metrics.ts';
import type { Every } from './ingest-slots.ts';
import { ingestPipeline } from './ingest-pipeline.ts';
import { messageIntake } from './message-intake.ts';
import { refusals } from './refusals.ts';
import { vehicleDirectory } from './vehicle-directory.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The settings every copy of the group shares (those of the test app's env). */
export interface GroupSettings {
  clientId: string;
  shareGroup: string;
  connections: number;
  leaseSeconds: number;
  sessionExpirySeconds: number;
}

/**
 * Another server copy's ingest beside the test app: the same intake, pipeline, database and
 * bus, its own ingest slot and ack watch on `url`. `freeze()` stops its timers (no more lease
 * renewals), as if the process had died.
 */
export async function secondCopy(
  app: FastifyInstance,
  database: Database,
  url: string,
  group: GroupSettings,
) {
  const { db } = database;
  const metrics = fleetMetrics(new Registry(), {
    queuedRows: () => 0,
    clients: () => 0,
    slots: () => 0,
  });
  const refused = refusals(metrics, quiet);
  const pipeline = ingestPipeline({
    db,
    state: app.vehicleState,
    bus: app.bus,
    metrics,
    refusals: refused,
    logger: quiet,
    siteName: app.env.SITE_NAME,
    maxBatchRows: 1000,
    maxQueuedRows: 20_000,
  });
  const intake = messageIntake({
    pipeline,
    bus: app.bus,
    directory: vehicleDirectory(db),
    metrics,
    refusals: refused,
    nonces: commandNonces(await loadSecret(db, COMMAND_NONCE_SECRET)),
  });
  const timers = new Set<() => void>();
  const every: Every = (ms, task) => {
    const handle = setInterval(task, ms);
    const stop = () => clearInterval(handle);
    timers.add(stop);
    return stop;
  };
  const transport = externalBroker({
    url,
    db,
    ...group,
    intake,
    heardAck: () => undefined,
    onAdopted: () => undefined,
    logger: quiet,
    every,
  });
  await transport.listen({ port: 0, host: '127.0.0.1' });
  return {
    transport,
    freeze() {
      for (const stop of timers) stop();
    },
    async close() {
      await transport.stopAccepting();
      await pipeline.close();
      await transport.close();
    },
  };
}

/**
 * A vehicle sending seq `from`, `from + 1`, … at QoS 1, at most `window` unacknowledged at a
 * time, until `count` are acknowledged; answers the seqs the broker acknowledged.
 */
export function sendTelemetry(
  link: MqttClient,
  vehicle: TestVehicle,
  from: number,
  count: number,
  window = 20,
): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const acked: number[] = [];
    let next = from;
    let inflight = 0;
    const pump = () => {
      while (inflight < window && next < from + count) {
        const seq = next++;
        inflight++;
        link.publish(
          topicOf(vehicle, 'telemetry'),
          JSON.stringify(telemetryOf(vehicle, seq)),
          { qos: 1 },
          (err) => {
            inflight--;
            if (err) return reject(err);
            acked.push(seq);
            if (acked.length === count) resolve(acked);
            else pump();
          },
        );
      }
    };
    pump();
  });
}

/** How many times each of these seqs of the vehicle is stored (snapshots, and measure rows). */
export async function storedCounts(db: Database['db'], vehicle: TestVehicle, seqs: number[]) {
  const snapshots = await db
    .select({ seq: telemetrySnapshots.seq, n: sql<number>`count(*)::int` })
    .from(telemetrySnapshots)
    .where(and(eq(telemetrySnapshots.vehicleId, vehicle.id), inArray(telemetrySnapshots.seq, seqs)))
    .groupBy(telemetrySnapshots.seq);
  const measures = await db
    .select({ seq: telemetry.seq, n: sql<number>`count(*)::int` })
    .from(telemetry)
    .where(and(eq(telemetry.vehicleId, vehicle.id), inArray(telemetry.seq, seqs)))
    .groupBy(telemetry.seq);
  return {
    snapshots: new Map(snapshots.map((row) => [Number(row.seq), row.n])),
    measures: new Map(measures.map((row) => [Number(row.seq), row.n])),
  };
}

/**
 * Waits until every one of these seqs of the vehicle has its snapshot stored, polling the
 * database every 50 ms until `timeoutMs`, then answers `storedCounts`. Telemetry reaches the bus
 * before its commit (docs/decisions/0018-live-before-stored.md), and an external broker
 * acknowledges a vehicle before the server has stored: a test that reads what was stored waits
 * for it here rather than for an event or an acknowledgement.
 */
export async function untilStored(
  db: Database['db'],
  vehicle: TestVehicle,
  seqs: number[],
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await storedCounts(db, vehicle, seqs);
    if (seqs.every((seq) => counts.snapshots.has(seq))) return counts;
    if (Date.now() > deadline) {
      const missing = seqs.filter((seq) => !counts.snapshots.has(seq));
      throw new Error(
        `telemetry ${missing.join(', ')} of ${vehicle.id} not stored in ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
