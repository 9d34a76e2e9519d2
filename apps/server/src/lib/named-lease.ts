import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { etaLease } from '../db/schema/platform.ts';

/**
 * A lease by name among server processes sharing one database (table `eta_lease`, one row per
 * name): whoever holds it does the work only one process may do (the ETA writer, the alarm
 * rules, an MQTT ingest slot). Times are the database's clock.
 */
export function namedLease(db: Pick<Db, 'insert' | 'delete' | 'update' | 'select'>, name: string) {
  return {
    /**
     * Takes or extends the lease for `ttlMs`; answers whether `holder` has it. Another holder's
     * lease is taken only once it has expired.
     */
    async takeLease(holder: string, ttlMs: number): Promise<boolean> {
      const expiresAt = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
      const rows = await db
        .insert(etaLease)
        .values({ name, holder, expiresAt })
        .onConflictDoUpdate({
          target: etaLease.name,
          set: { holder, expiresAt },
          setWhere: sql`${etaLease.holder} = ${holder} or ${etaLease.expiresAt} < now()`,
        })
        .returning({ holder: etaLease.holder });
      return rows[0]?.holder === holder;
    },

    /** Whether `holder` has the lease now (without extending it). */
    async holdsLease(holder: string): Promise<boolean> {
      const rows = await db
        .select({ name: etaLease.name })
        .from(etaLease)
        .where(
          and(
            eq(etaLease.name, name),
            eq(etaLease.holder, holder),
            gt(etaLease.expiresAt, sql`now()`),
          ),
        );
      return rows.length > 0;
    },

    async releaseLease(holder: string): Promise<void> {
      await db.delete(etaLease).where(and(eq(etaLease.name, name), eq(etaLease.holder, holder)));
    },

    /**
     * Ends `holder`'s lease at once but keeps its row, so that whoever looks for expired leases
     * (`expiredLeases`) takes it over without waiting for its time to run out.
     */
    async expireLease(holder: string): Promise<void> {
      await db
        .update(etaLease)
        .set({ expiresAt: sql`now() - interval '1 millisecond'` })
        .where(and(eq(etaLease.name, name), eq(etaLease.holder, holder)));
    },
  };
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The names of the leases starting with `prefix` whose time has run out, in name order. */
export async function expiredLeases(db: Pick<Db, 'select'>, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ name: etaLease.name })
    .from(etaLease)
    .where(and(like(etaLease.name, `${likeEscaped(prefix)}%`), lt(etaLease.expiresAt, sql`now()`)))
    .orderBy(etaLease.name);
  return rows.map((row) => row.name);
}
