import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { serviceOccupancies, services } from './schema.ts';

export interface PeriodService {
  id: string;
  vehicleId: string;
  vehicleName: string;
  routeId: string;
  routeName: string;
  startAt: Date;
  /** The end, or null while the service runs. */
  endAt: Date | null;
  boardings: number;
  wheelchairBoardings: number;
}

/**
 * The customer's services that started within [from, to) (scheduled and cancelled ones never
 * ran), with the boardings recorded on each (the operator's counts and the vehicle's counter).
 */
export async function servicesStartedBetween(
  db: Db,
  scope: TenantScope,
  from: Date,
  to: Date,
): Promise<PeriodService[]> {
  const boarded = db
    .select({
      serviceId: serviceOccupancies.serviceId,
      boardings: sql<number>`sum(${serviceOccupancies.boardings})::int`.as('boardings'),
      wheelchair: sql<number>`sum(${serviceOccupancies.wheelchairBoardings})::int`.as('wheelchair'),
    })
    .from(serviceOccupancies)
    .where(scope.where(serviceOccupancies.customerId))
    .groupBy(serviceOccupancies.serviceId)
    .as('boarded');
  const rows = await db
    .select({
      id: services.id,
      vehicleId: services.vehicleId,
      vehicleName: services.vehicleName,
      routeId: services.routeId,
      routeName: services.routeName,
      startAt: services.startAt,
      endAt: services.endAt,
      boardings: boarded.boardings,
      wheelchairBoardings: boarded.wheelchair,
    })
    .from(services)
    .leftJoin(boarded, sql`${boarded.serviceId} = ${services.id}`)
    .where(
      and(
        scope.where(services.customerId),
        sql`${services.status} in ('active', 'completed')`,
        gte(services.startAt, from),
        lt(services.startAt, to),
      ),
    );
  return rows.map((r) => ({
    ...r,
    startAt: r.startAt!,
    boardings: Number(r.boardings ?? 0),
    wheelchairBoardings: Number(r.wheelchairBoardings ?? 0),
  }));
}
