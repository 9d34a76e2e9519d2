import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { alarms } from './schema.ts';

/** These alarms' code, message and first sighting, within the caller's customer. */
export function alarmSummaries(db: Db, scope: TenantScope, ids: string[]) {
  return db
    .select({ id: alarms.id, code: alarms.code, message: alarms.message, at: alarms.firstSeen })
    .from(alarms)
    .where(and(scope.where(alarms.customerId), inArray(alarms.id, ids)));
}
