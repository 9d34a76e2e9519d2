import { and, inArray } from 'drizzle-orm';
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
