import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  VEHICLE_REFUSALS_KEPT,
  type VehicleRefusal,
  type VehicleRefusalReason,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { vehicleRefusals } from './schema.ts';
import { rateLimitedLog } from '../../lib/rate-limited-log.ts';
import type { VehicleDirectory } from './vehicle-directory.ts';

/** A refused message of a vehicle named by its topic (not yet known to exist). */
export interface RefusalRecord {
  customerId: string;
  vehicleId: string;
  reason: VehicleRefusalReason;
  topic: string;
  message: string;
  receivedAt: Date;
}

export interface RefusalLog {
  /** Queues a refusal for storage (at most one per vehicle and reason a second). */
  record(refusal: RefusalRecord): void;
  /** Writes what is queued. */
  flush(): Promise<void>;
  /** Writes what is queued and stops the timer. */
  close(): Promise<void>;
}

export interface RefusalLogOptions {
  db: Db;
  directory: Pick<VehicleDirectory, 'byId'>;
  logger: { warn(fields: object, message: string): void };
  /** How often queued refusals are written. */
  flushMs?: number;
  /** Refusals queued at most between two writes; more are only counted. */
  maxQueued?: number;
  now?: () => number;
}

/** Longest message kept: a schema error lists every issue, and a few suffice. */
const MAX_MESSAGE_CHARS = 1000;

/**
 * The stored side of refusals: the last few of each known vehicle, for its operators.
 * Writes are batched (one insert a second at most) and rate-limited per vehicle and reason, so
 * a vehicle sending garbage at full speed costs the database next to nothing; refusals of a
 * vehicle that does not exist in the customer its topic names are dropped.
 */
export function refusalLog(options: RefusalLogOptions): RefusalLog {
  const { db, directory, logger, flushMs = 1000, maxQueued = 500, now = Date.now } = options;
  const limited = rateLimitedLog(1000, now);
  let queued: RefusalRecord[] = [];
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: RefusalRecord[]): Promise<void> {
    const known: RefusalRecord[] = [];
    for (const refusal of batch) {
      const vehicle = await directory.byId(refusal.vehicleId);
      if (vehicle?.customerId === refusal.customerId) known.push(refusal);
    }
    if (known.length === 0) return;
    const vehicleIds = [...new Set(known.map((r) => r.vehicleId))];
    await db.transaction(async (tx) => {
      await tx.insert(vehicleRefusals).values(
        known.map((r) => ({
          vehicleId: r.vehicleId,
          customerId: r.customerId,
          receivedAt: r.receivedAt,
          reason: r.reason,
          topic: r.topic,
          message: r.message,
        })),
      );
      // Keep the newest few of each vehicle written to.
      await tx.delete(vehicleRefusals).where(
        and(
          inArray(vehicleRefusals.vehicleId, vehicleIds),
          sql`${vehicleRefusals.id} not in (
            select kept.id from (
              select id, row_number() over (
                partition by vehicle_id order by received_at desc, id desc
              ) as rank
              from ${vehicleRefusals}
              where ${inArray(vehicleRefusals.vehicleId, vehicleIds)}
            ) kept where kept.rank <= ${VEHICLE_REFUSALS_KEPT}
          )`,
        ),
      );
    });
  }

  const flush = (): Promise<void> => {
    const batch = queued;
    queued = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await write(batch);
      } catch (error) {
        logger.warn({ err: error, refusals: batch.length }, 'vehicle refusals not stored');
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(refusal) {
      if (queued.length >= maxQueued) return;
      limited(`${refusal.vehicleId}/${refusal.reason}`, () => {
        queued.push({ ...refusal, message: refusal.message.slice(0, MAX_MESSAGE_CHARS) });
      });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The newest refusals of one vehicle, newest first. */
export async function latestRefusals(
  db: Db,
  vehicleId: string,
  limit = VEHICLE_REFUSALS_KEPT,
): Promise<VehicleRefusal[]> {
  const rows = await db
    .select()
    .from(vehicleRefusals)
    .where(eq(vehicleRefusals.vehicleId, vehicleId))
    .orderBy(desc(vehicleRefusals.receivedAt), desc(vehicleRefusals.id))
    .limit(limit);
  return rows.map((row) => ({
    received_at: row.receivedAt.toISOString(),
    reason: row.reason,
    topic: row.topic,
    message: row.message,
  }));
}
