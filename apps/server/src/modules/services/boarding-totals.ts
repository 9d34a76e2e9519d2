import { and, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { serviceOccupancies } from './schema.ts';

export interface BoardingTotals {
  boardings: number;
  wheelchairBoardings: number;
}

/** Sums of the customer's recorded boardings (of every service) since an instant. */
export async function boardingsSince(
  db: Db,
  scope: TenantScope,
  since: Date,
): Promise<BoardingTotals> {
  const [row] = await db
    .select({
      boardings: sql<number>`coalesce(sum(${serviceOccupancies.boardings}), 0)::int`,
      wheelchairBoardings: sql<number>`coalesce(sum(${serviceOccupancies.wheelchairBoardings}), 0)::int`,
    })
    .from(serviceOccupancies)
    .where(and(scope.where(serviceOccupancies.customerId), gte(serviceOccupancies.at, since)));
  return {
    boardings: Number(row?.boardings ?? 0),
    wheelchairBoardings: Number(row?.wheelchairBoardings ?? 0),
  };
}
