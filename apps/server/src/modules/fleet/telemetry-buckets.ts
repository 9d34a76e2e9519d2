import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { telemetry } from './schema.ts';

export interface BucketQuery {
  /** These vehicles; every vehicle of the customer when null. */
  vehicleIds: readonly string[] | null;
  measures: readonly string[];
  from: Date;
  to: Date;
  /** Seconds per bucket, aligned to the hour; null for the raw values. */
  bucketSeconds: number | null;
  /** Most rows answered; one more tells the caller the cap was passed. */
  limit: number;
}

export interface BucketRow {
  vehicleId: string;
  measure: string;
  t: Date;
  min: number;
  avg: number;
  max: number;
  count: number;
}

const ORIGIN = sql`'2000-01-01T00:00:00Z'::timestamptz`;

/**
 * The numeric values of the customer's measures in [from, to), raw or as min / avg / max per
 * bucket (date_bin, the same on PGlite and PostgreSQL), ordered by vehicle, measure and time.
 */
export async function telemetryBuckets(
  db: Db,
  scope: TenantScope,
  q: BucketQuery,
): Promise<BucketRow[]> {
  const vehicles =
    q.vehicleIds === null
      ? sql`true`
      : sql`${telemetry.vehicleId} in (${sql.join(
          q.vehicleIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const measures = sql.join(
    q.measures.map((m) => sql`${m}`),
    sql`, `,
  );
  const t =
    q.bucketSeconds === null
      ? sql`${telemetry.dtIot}`
      : sql`date_bin(${sql.raw(`'${q.bucketSeconds} seconds'`)}::interval, ${telemetry.dtIot}, ${ORIGIN})`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${telemetry.vehicleId} as vehicle_id, ${telemetry.measureName} as measure,
        ${t} as t, min(${telemetry.valueNum}) as min, avg(${telemetry.valueNum}) as avg,
        max(${telemetry.valueNum}) as max, count(*)::int as n
      from ${telemetry}
      where ${scope.where(telemetry.customerId)} and ${vehicles}
        and ${telemetry.measureName} in (${measures})
        and ${telemetry.dtIot} >= ${q.from.toISOString()}::timestamptz
        and ${telemetry.dtIot} < ${q.to.toISOString()}::timestamptz
        and ${telemetry.valueNum} is not null
      group by 1, 2, 3
      order by 1, 2, 3
      limit ${sql.raw(String(q.limit + 1))}`,
  );
  return rows.map((r) => ({
    vehicleId: String(r.vehicle_id),
    measure: String(r.measure),
    t: new Date(r.t as string | Date),
    min: Number(r.min),
    avg: Number(r.avg),
    max: Number(r.max),
    count: Number(r.n),
  }));
}
