import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { missions } from './schema.ts';

/** These missions' type, station and creation, within the caller's customer. */
export function missionSummaries(db: Db, scope: TenantScope, ids: string[]) {
  return db
    .select({
      id: missions.id,
      type: missions.type,
      station: missions.stationName,
      at: missions.createdAt,
    })
    .from(missions)
    .where(and(scope.where(missions.customerId), inArray(missions.id, ids)));
}
