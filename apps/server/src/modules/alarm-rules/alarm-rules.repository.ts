import type { AlarmSettings } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { namedLease } from '../../lib/named-lease.ts';
import { alarmSettings } from './schema.ts';

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

    ...namedLease(db, LEASE),
  };
}

export type AlarmRulesRepository = ReturnType<typeof alarmRulesRepository>;
