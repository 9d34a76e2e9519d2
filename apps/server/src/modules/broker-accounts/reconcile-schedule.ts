import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { namedLease } from '../../lib/named-lease.ts';
import type { BrokerAccountsMetrics } from './broker-accounts-metrics.ts';
import type { ReconcileReport } from './reconcile.ts';

export interface ReconcileScheduleOptions {
  db: Db;
  /** One pass (server access, then the accounts). */
  pass: () => Promise<ReconcileReport>;
  everyMs: number;
  metrics: BrokerAccountsMetrics;
  logger: { error(fields: object, message: string): void };
}

/**
 * The reconcile now and then every `everyMs`, by one server copy at a time: the holder of the
 * lease `broker-accounts-reconcile` (lib/named-lease.ts), which it renews with each pass; a
 * copy that is gone is replaced once its lease has expired. One pass at a time in a process.
 */
export function reconcileSchedule(options: ReconcileScheduleOptions) {
  const { metrics, logger } = options;
  const lease = namedLease(options.db, 'broker-accounts-reconcile');
  const holder = randomUUID();
  const leaseMs = 2.5 * options.everyMs;
  let running: Promise<ReconcileReport | null> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let held = false;
  let stopped = false;

  async function pass(): Promise<ReconcileReport | null> {
    if (stopped) return null;
    held = await lease.takeLease(holder, leaseMs);
    if (!held) return null;
    try {
      const report = await options.pass();
      metrics.reconcileRuns.inc({ result: 'ok' });
      return report;
    } catch (err) {
      metrics.reconcileRuns.inc({ result: 'failed' });
      logger.error(
        { err: err instanceof Error ? err.message : String(err) },
        'vehicle accounts: reconcile failed',
      );
      throw err;
    }
  }

  /** One pass now (or the one running); null when another copy holds the lease. */
  function now(): Promise<ReconcileReport | null> {
    running ??= pass().finally(() => (running = null));
    return running;
  }

  return {
    now,
    /** A pass now, then every `everyMs`; a failed pass is logged and counted. */
    async start(): Promise<void> {
      await now().catch(() => undefined);
      if (stopped) return;
      timer = setInterval(() => void now().catch(() => undefined), options.everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      if (held) await lease.releaseLease(holder).catch(() => undefined);
    },
  };
}

export type ReconcileSchedule = ReturnType<typeof reconcileSchedule>;
