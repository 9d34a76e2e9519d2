import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { etaLease } from '../db/schema.ts';

/**
 * A lease by name among server processes sharing one database (table `eta_lease`, one row per
 * name): whoever holds it does the work only one process may do (the ETA writer, the alarm
 * rules). Times are the database's clock.
 */
export function namedLease(db: Pick<Db, 'insert' | 'delete'>, name: string) {
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

    async releaseLease(holder: string): Promise<void> {
      await db.delete(etaLease).where(and(eq(etaLease.name, name), eq(etaLease.holder, holder)));
    },
  };
}
