import { performance } from 'node:perf_hooks';
import { fleetTopic, type FleetAlert } from '@shuttle-ops/domain';
import type { CostMeter } from '../../lib/cost-meter.ts';
import type { Db } from '../../db/database.ts';
import { isDataError } from '../../lib/db-errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import type { FleetMetrics } from './fleet-metrics.ts';
import { Batcher } from './ingest-batcher.ts';
import { applyToState, eventsOf } from './ingest-events.ts';
import { rowsOf, type IngestMessage } from './ingest-message.ts';
import { LiveFirst } from './live-first.ts';
import { storeBatch, type StoredBatch } from './ingest.repository.ts';
import type { Refusals } from './refusals.ts';

export interface IngestPipelineOptions {
  db: Db;
  state: VehicleStateStore;
  bus: EventBus;
  metrics: FleetMetrics;
  refusals: Refusals;
  logger: { error(fields: object, message: string): void };
  siteName: string;
  /** Times the batches, the latest state and the events (the live path's budget). */
  meter?: CostMeter;
  /** Rows per transaction at most. */
  maxBatchRows: number;
  /** Rows held at most before senders wait. */
  maxQueuedRows: number;
  /** How long a message may wait for others to be stored with it, ms (0: at once). */
  gatherMs?: number;
  /**
   * Each alert message this process stored, once, after its commit (not for redeliveries):
   * for the alarms. Must not block: it is called on the ingest path.
   */
  onStoredAlert?: (alert: { customerId: string; vehicleId: string; payload: FleetAlert }) => void;
}

export interface IngestPipeline {
  /**
   * Resolves once the message is in the database (or was already: a redelivery), and only
   * then; rejects when it could not be stored, so the sender gets no acknowledgement and sends
   * it again. Waits while the queue is full. Telemetry newer than its vehicle's last is in the
   * latest state and on the bus before (docs/decisions/0018-live-before-stored.md).
   */
  accept(message: IngestMessage): Promise<void>;
  /** Refuses new messages and resolves when the queued ones are written. */
  close(): Promise<void>;
  readonly queuedRows: number;
}

/**
 * Validated messages → latest state and realtime events (new telemetry at once, the rest after
 * its commit) and batched transactions.
 */
export function ingestPipeline(options: IngestPipelineOptions): IngestPipeline {
  const { db, state, bus, metrics, logger, meter } = options;
  const live = new LiveFirst();

  /** Brings the latest state up to date and publishes the message's events. */
  const show = (message: IngestMessage) => {
    let startedAt = performance.now();
    applyToState(state, message);
    meter?.since('live state', startedAt);
    startedAt = performance.now();
    const events = eventsOf(message, options.siteName);
    meter?.since('events: built', startedAt);
    for (const event of events) bus.publish(event);
  };

  const afterCommit = (stored: StoredBatch, batch: IngestMessage[]) => {
    for (const [table, rows] of Object.entries(stored.rows)) {
      if (rows > 0) metrics.rowsWritten.inc({ table }, rows);
    }
    for (const message of batch) {
      const fresh = stored.fresh.has(message);
      const toShow = live.settled(message, fresh);
      if (!fresh) {
        metrics.duplicates.inc({ kind: message.kind });
        continue;
      }
      try {
        if (toShow) show(message);
        if (message.kind === 'alerts') {
          const { customerId, vehicleId } = message.vehicle;
          options.onStoredAlert?.({ customerId, vehicleId, payload: message.payload });
        }
      } catch (err) {
        // Stored is stored: a failure past the commit must not make the vehicle send it again.
        logger.error({ err, vehicle_id: message.vehicle.vehicleId }, 'after-store step failed');
      }
    }
  };

  const write = async (batch: IngestMessage[]): Promise<Map<IngestMessage, Error>> => {
    const stop = metrics.batchSeconds.startTimer();
    try {
      const startedAt = performance.now();
      const stored = await storeBatch(db, batch);
      // Elapsed, not CPU: the database works on its own thread (PGlite) or server (PostgreSQL).
      meter?.since('ingest and database (elapsed; calls are batches)', startedAt);
      afterCommit(stored, batch);
      stop();
      return new Map();
    } catch (err) {
      metrics.batchFailures.inc();
      logger.error({ err, messages: batch.length }, 'ingest batch failed; storing one by one');
    }
    // One by one: a message the database refuses as data is dropped (and counted) so that it
    // cannot block the others forever; any other failure is left for the sender to retry.
    const failures = new Map<IngestMessage, Error>();
    for (const message of batch) {
      try {
        afterCommit(await storeBatch(db, [message]), [message]);
      } catch (err) {
        if (isDataError(err)) {
          // Dropped for good (and acknowledged): no redelivery will settle it.
          live.settled(message, false);
          options.refusals.refuse('DATABASE', {
            topic: fleetTopic(message.vehicle.customerId, message.vehicle.vehicleId, message.kind),
            vehicle_id: message.vehicle.vehicleId,
            customer_id: message.vehicle.customerId,
            message: err instanceof Error ? err.message : String(err),
          });
        } else {
          failures.set(message, err instanceof Error ? err : new Error(String(err)));
        }
      }
    }
    return failures;
  };

  const batcher = new Batcher<IngestMessage>({
    maxBatchRows: options.maxBatchRows,
    maxQueuedRows: options.maxQueuedRows,
    ...(options.gatherMs === undefined ? {} : { gatherMs: options.gatherMs }),
    weight: rowsOf,
    write,
  });

  return {
    accept: (message) => {
      if (!batcher.isClosed && live.showOnArrival(message)) {
        try {
          show(message);
        } catch (err) {
          // The store and its acknowledgement go on; the consoles miss this one.
          logger.error({ err, vehicle_id: message.vehicle.vehicleId }, 'live step failed');
        }
      }
      return batcher.push(message);
    },
    close: () => batcher.close(),
    get queuedRows() {
      return batcher.queuedRows;
    },
  };
}
