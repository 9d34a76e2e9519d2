import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { telemetryBuckets, type BucketQuery } from '../fleet/index.ts';
import { vehicleName } from '../vehicles/index.ts';

/** What a telemetry report reads: the fleet's stored measures and the customer's vehicles. */
export function telemetryReportsRepository(db: Db) {
  return {
    buckets: (scope: TenantScope, query: BucketQuery) => telemetryBuckets(db, scope, query),
    vehicleName: (scope: TenantScope, id: string) => vehicleName(db, scope, id),
  };
}

export type TelemetryReportsRepository = ReturnType<typeof telemetryReportsRepository>;
