import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from './schema.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { entryHash, GENESIS_HASH, storedDetails, type ChainedEntry } from './audit.chain.ts';
import { serialBatcher } from './serial-batcher.ts';

export interface AuditEntry {
  action: string;
  outcome: 'success' | 'failure' | 'denied';
  customerId?: string | null | undefined;
  userId?: string | null | undefined;
  username?: string | null | undefined;
  requestId?: string | undefined;
  ip?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

export interface AuditQuery {
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

export type AuditRow = typeof auditLog.$inferSelect;

type Unchained = Omit<ChainedEntry, 'seq' | 'prevHash'>;

// Appends from every server process queue on this lock (per schema, so installs sharing one
// database do not wait on each other); the chain's head is read only while holding it.
const lockChain = (db: Pick<Db, 'execute'>) =>
  db.execute(
    sql`select pg_advisory_xact_lock(hashtext('shuttle-ops:audit_log:' || current_schema()))`,
  );

/** An entry as it reads back from the database (uuid text is lowercase there), before chaining. */
function unchained(entry: AuditEntry, at: Date): Unchained {
  return {
    at,
    customerId: entry.customerId?.toLowerCase() ?? null,
    userId: entry.userId?.toLowerCase() ?? null,
    username: entry.username ?? null,
    action: entry.action,
    outcome: entry.outcome,
    requestId: entry.requestId ?? null,
    ip: entry.ip ?? null,
    details: storedDetails(entry.details),
  };
}

/** Where the entries worth a line in the server's log go (the app's logger). */
export interface AuditLogLine {
  info(fields: object, message: string): void;
}

/**
 * The actions an operator watching the log wants one line for, at info level: sign-ins and their
 * failures and lockouts, refused departures, alarms raised and incidents recorded. The line holds
 * what the audit entry holds (no password, token or code is ever in an entry).
 */
const LOGGED_ACTIONS: Readonly<Record<string, string>> = {
  'auth.signin': 'sign-in',
  'auth.mfa': 'sign-in code',
  'auth.lockout': 'account locked after failed sign-ins',
  'service.start.refused': 'service start refused by the departure gate',
  'alarm.raise': 'alarm raised',
  'alarm.create': 'alarm raised by hand',
  'incident.create': 'incident recorded',
  'incident.report.create': 'incident report recorded',
};

function logLine(log: AuditLogLine, entry: AuditEntry): void {
  const message = LOGGED_ACTIONS[entry.action];
  if (message === undefined) return;
  log.info(
    {
      audit: entry.action,
      outcome: entry.outcome,
      username: entry.username ?? undefined,
      customer_id: entry.customerId ?? undefined,
      reqId: entry.requestId,
      ip: entry.ip,
      details: entry.details,
    },
    entry.outcome === 'success' ? message : `${message}: ${entry.outcome}`,
  );
}

export function auditRepository(db: Db, log?: AuditLogLine) {
  /** Chains entries after the current head, in one transaction under the chain's lock. */
  async function append(entries: readonly Unchained[]): Promise<void> {
    await db.transaction(async (tx) => {
      await lockChain(tx);
      const [head] = await tx
        .select({ seq: auditLog.seq, hash: auditLog.hash })
        .from(auditLog)
        .orderBy(desc(auditLog.seq))
        .limit(1);
      let seq = head?.seq ?? 0;
      let prevHash = head ? (head.hash ?? GENESIS_HASH) : GENESIS_HASH;
      const rows = entries.map((entry) => {
        seq += 1;
        const chained: ChainedEntry = { ...entry, seq, prevHash };
        const hash = entryHash(chained);
        prevHash = hash;
        return { ...chained, hash };
      });
      await tx.insert(auditLog).values(rows);
    });
  }

  // Entries recorded while an append runs go together in the next one: under a burst of
  // sign-ins the lock and the head are taken once per batch, not once per entry.
  const appender = serialBatcher(append);

  return {
    /** Appends an entry to the chain; resolves once it is stored. */
    record(entry: AuditEntry): Promise<void> {
      if (log) logLine(log, entry);
      return appender.push(unchained(entry, new Date()));
    },

    async list(scope: TenantScope, query: AuditQuery): Promise<AuditRow[]> {
      const where: SQL[] = [scope.where(auditLog.customerId)];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.from) where.push(gte(auditLog.at, query.from));
      if (query.to) where.push(lte(auditLog.at, query.to));
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.limit);
    },

    /** The chain in order, one page after `afterSeq`. */
    chainPage(afterSeq: number, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(gt(auditLog.seq, afterSeq))
        .orderBy(asc(auditLog.seq))
        .limit(limit);
    },

    /**
     * One-time step for a database upgraded from a version without the chain: its entries (already
     * numbered by the migration) get their hashes. Does nothing once any entry is chained, so an
     * emptied hash later is reported by verification, never silently re-chained.
     */
    async chainUnchainedEntries(pageSize = 500): Promise<number> {
      const [pending] = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(isNull(auditLog.hash))
        .limit(1);
      if (!pending) return 0;
      return db.transaction(async (tx) => {
        await lockChain(tx);
        const [chained] = await tx
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(isNotNull(auditLog.hash))
          .limit(1);
        if (chained) return 0;
        let count = 0;
        let prevHash = GENESIS_HASH;
        let afterSeq = 0;
        for (;;) {
          const page = await tx
            .select()
            .from(auditLog)
            .where(gt(auditLog.seq, afterSeq))
            .orderBy(asc(auditLog.seq))
            .limit(pageSize);
          if (page.length === 0) return count;
          const hashes = page.map((row) => {
            const hash = entryHash({ ...row, prevHash });
            const update = sql`(${row.seq}::bigint, ${prevHash}, ${hash})`;
            prevHash = hash;
            return update;
          });
          await tx.execute(sql`
            update ${auditLog} set prev_hash = v.prev_hash, hash = v.hash
            from (values ${sql.join(hashes, sql`, `)}) as v(seq, prev_hash, hash)
            where ${auditLog.seq} = v.seq`);
          count += page.length;
          afterSeq = page[page.length - 1]!.seq;
        }
      });
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
