import { and, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { incidents } from './schema.ts';

/** The customer's incidents (not deleted) that occurred within [from, to), per vehicle and route. */
export async function incidentCounts(db: Db, scope: TenantScope, from: Date, to: Date) {
  const rows = await db
    .select({
      vehicleId: incidents.vehicleId,
      routeId: incidents.routeId,
      n: sql<number>`count(*)::int`,
    })
    .from(incidents)
    .where(
      and(
        scope.where(incidents.customerId),
        isNull(incidents.deletedAt),
        gte(incidents.occurredAt, from),
        lt(incidents.occurredAt, to),
      ),
    )
    .groupBy(incidents.vehicleId, incidents.routeId);
  return rows.map((r) => ({ vehicleId: r.vehicleId, routeId: r.routeId, count: Number(r.n) }));
}
