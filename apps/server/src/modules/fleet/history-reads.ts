import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { busLocations, telemetry } from './schema.ts';

/** Where the vehicle last was at `at` (within the hour before), if known. */
export async function positionAt(db: Db, scope: TenantScope, vehicleId: string, at: Date) {
  const [row] = await db
    .select({ lat: busLocations.lat, lon: busLocations.lon })
    .from(busLocations)
    .where(
      and(
        scope.where(busLocations.customerId),
        eq(busLocations.vehicleId, vehicleId),
        lte(busLocations.dtIot, at),
        gte(busLocations.dtIot, new Date(at.getTime() - 3600_000)),
      ),
    )
    .orderBy(desc(busLocations.dtIot))
    .limit(1);
  return row;
}

/** The vehicle's stored values of these measures from `from` to `to`, oldest first. */
export function measuresBetween(
  db: Db,
  scope: TenantScope,
  query: { vehicleId: string; measures: string[]; from: Date; to: Date },
) {
  return db
    .select({
      name: telemetry.measureName,
      dt: telemetry.dtIot,
      num: telemetry.valueNum,
      text: telemetry.valueText,
    })
    .from(telemetry)
    .where(
      and(
        eq(telemetry.vehicleId, query.vehicleId),
        scope.where(telemetry.customerId),
        inArray(telemetry.measureName, query.measures),
        gte(telemetry.dtIot, query.from),
        lte(telemetry.dtIot, query.to),
      ),
    )
    .orderBy(asc(telemetry.dtIot));
}
