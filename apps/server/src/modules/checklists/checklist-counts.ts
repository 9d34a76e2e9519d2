import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { checklistTransactions } from './schema.ts';

/** The checklists completed within [from, to) per vehicle: how many, and how many passed. */
export async function checklistResultCounts(db: Db, scope: TenantScope, from: Date, to: Date) {
  const rows = await db
    .select({
      vehicleId: checklistTransactions.vehicleId,
      n: sql<number>`count(*)::int`,
      passed: sql<number>`count(*) filter (where ${checklistTransactions.result} = 'passed')::int`,
    })
    .from(checklistTransactions)
    .where(
      and(
        scope.where(checklistTransactions.customerId),
        gte(checklistTransactions.completedAt, from),
        lt(checklistTransactions.completedAt, to),
      ),
    )
    .groupBy(checklistTransactions.vehicleId);
  return rows.map((r) => ({
    vehicleId: r.vehicleId,
    count: Number(r.n),
    passed: Number(r.passed),
  }));
}
