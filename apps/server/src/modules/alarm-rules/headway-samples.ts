import { and, avg, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { headwaySamples } from './schema.ts';

export interface HeadwaySample {
  customerId: string;
  routeId: string;
  at: Date;
  cv: number;
  gaps: number;
  plannedS: number | null;
}

/** Stores the loops' regularity at one moment. */
export async function saveHeadwaySamples(db: Db, samples: readonly HeadwaySample[]) {
  if (samples.length > 0) await db.insert(headwaySamples).values([...samples]);
}

/**
 * The mean coefficient of variation of each loop's gaps over [from, to), from the samples taken
 * while two shuttles or more ran on it; loops without a sample are absent.
 */
export async function headwayRegularity(
  db: Db,
  customerId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { cv: number; samples: number }>> {
  const rows = await db
    .select({ routeId: headwaySamples.routeId, cv: avg(headwaySamples.cv), samples: count() })
    .from(headwaySamples)
    .where(
      and(
        eq(headwaySamples.customerId, customerId),
        gte(headwaySamples.at, from),
        lt(headwaySamples.at, to),
      ),
    )
    .groupBy(headwaySamples.routeId);
  return new Map(
    rows.map((row) => [row.routeId, { cv: Number(row.cv), samples: Number(row.samples) }]),
  );
}
