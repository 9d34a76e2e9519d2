import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { vehicleCommands } from './schema.ts';

/** These commands and when they were issued, within the caller's customer. */
export function commandSummaries(db: Db, scope: TenantScope, ids: string[]) {
  return db
    .select({
      id: vehicleCommands.id,
      command: vehicleCommands.command,
      at: vehicleCommands.issuedAt,
    })
    .from(vehicleCommands)
    .where(and(scope.where(vehicleCommands.customerId), inArray(vehicleCommands.id, ids)));
}

/** The remote commands issued within [from, to), counted per vehicle. */
export async function commandCountsByVehicle(db: Db, scope: TenantScope, from: Date, to: Date) {
  const rows = await db
    .select({ vehicleId: vehicleCommands.vehicleId, n: sql<number>`count(*)::int` })
    .from(vehicleCommands)
    .where(
      and(
        scope.where(vehicleCommands.customerId),
        gte(vehicleCommands.issuedAt, from),
        lt(vehicleCommands.issuedAt, to),
      ),
    )
    .groupBy(vehicleCommands.vehicleId);
  return rows.map((r) => ({ vehicleId: r.vehicleId, count: Number(r.n) }));
}
