import { and, eq, sql } from 'drizzle-orm';
import type { AlarmSettings } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { alarmSettings, etaLease } from '../../db/schema.ts';

/**
 * The evaluator's lease. `eta_lease` is a lease by name (one row per name): the ETA writer holds
 * `eta-writer`, the alarm rules this one.
 */
const LEASE = 'alarm-rules';

/** The customers' rule settings as stored (not validated yet) and the evaluator's lease. */
export function alarmRulesRepository(db: Db) {
  return {
    /** Every customer's stored settings (customers without a row use the defaults). */
    async allSettings(): Promise<{ customerId: string; settings: unknown }[]> {
      return db
        .select({ customerId: alarmSettings.customerId, settings: alarmSettings.settings })
        .from(alarmSettings);
    },

    async saveSettings(customerId: string, settings: AlarmSettings, by: string): Promise<void> {
      await db
        .insert(alarmSettings)
        .values({ customerId, settings, updatedBy: by })
        .onConflictDoUpdate({
          target: alarmSettings.customerId,
          set: { settings, updatedBy: by, updatedAt: new Date() },
        });
    },

    /**
     * Takes or extends the evaluator's lease for `ttlMs` (database clock); answers whether this
     * holder has it. Another holder's lease is taken only once it has expired.
     */
    async takeLease(holder: string, ttlMs: number): Promise<boolean> {
      const expiresAt = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
      const rows = await db
        .insert(etaLease)
        .values({ name: LEASE, holder, expiresAt })
        .onConflictDoUpdate({
          target: etaLease.name,
          set: { holder, expiresAt },
          setWhere: sql`${etaLease.holder} = ${holder} or ${etaLease.expiresAt} < now()`,
        })
        .returning({ holder: etaLease.holder });
      return rows[0]?.holder === holder;
    },

    async releaseLease(holder: string): Promise<void> {
      await db.delete(etaLease).where(and(eq(etaLease.name, LEASE), eq(etaLease.holder, holder)));
    },
  };
}

export type AlarmRulesRepository = ReturnType<typeof alarmRulesRepository>;
