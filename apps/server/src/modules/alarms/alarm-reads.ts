import { and, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** The customer's alarms first seen within [from, to), counted per vehicle (null: no vehicle). */
export async function alarmCountsByVehicle(db: Db, scope: TenantScope, from: Date, to: Date) {
  const rows = await db
    .select({ vehicleId: alarms.vehicleId, n: sql<number>`count(*)::int` })
    .from(alarms)
    .where(
      and(scope.where(alarms.customerId), gte(alarms.firstSeen, from), lt(alarms.firstSeen, to)),
    )
    .groupBy(alarms.vehicleId);
  return rows.map((r) => ({ vehicleId: r.vehicleId, count: Number(r.n) }));
}
