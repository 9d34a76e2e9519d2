import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { busLocations } from './schema.ts';

/** A step between two consecutive positions longer than this is a jump (a lost fix), not travel. */
export const MAX_STEP_M = 500;

export interface DistanceWindow {
  key: string;
  vehicleId: string;
  from: Date;
  to: Date;
}

/**
 * Metres each vehicle travelled within each window: the sum of the great-circle distances
 * between its consecutive stored positions in [from, to), leaving out steps over MAX_STEP_M.
 * Answers per window key (absent keys travelled nothing).
 */
export async function distanceTravelled(
  db: Db,
  scope: TenantScope,
  windows: readonly DistanceWindow[],
): Promise<Map<string, number>> {
  const travelled = new Map<string, number>();
  if (windows.length === 0) return travelled;
  const values = sql.join(
    windows.map(
      (w) =>
        sql`(${w.key}::text, ${w.vehicleId}::uuid, ${w.from.toISOString()}::timestamptz, ${w.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ key: string; metres: number | string | null }>(
    db,
    sql`with w(key, vehicle_id, t0, t1) as (values ${values}),
      p as (
        select w.key, ${busLocations.lat} as lat, ${busLocations.lon} as lon,
          lag(${busLocations.lat}) over (partition by w.key order by ${busLocations.dtIot}, ${busLocations.seq}) as plat,
          lag(${busLocations.lon}) over (partition by w.key order by ${busLocations.dtIot}, ${busLocations.seq}) as plon
        from w
        join ${busLocations} on ${busLocations.vehicleId} = w.vehicle_id
          and ${busLocations.dtIot} >= w.t0 and ${busLocations.dtIot} < w.t1
        where ${scope.where(busLocations.customerId)}
      ),
      d as (
        select key, 2 * 6371008.8 * asin(least(1, sqrt(
          power(sin(radians(lat - plat) / 2), 2)
          + cos(radians(plat)) * cos(radians(lat)) * power(sin(radians(lon - plon) / 2), 2)
        ))) as m
        from p where plat is not null
      )
      select key, sum(m) filter (where m <= ${sql.raw(String(MAX_STEP_M))}) as metres
      from d group by key`,
  );
  for (const r of rows) travelled.set(r.key, Number(r.metres ?? 0));
  return travelled;
}
