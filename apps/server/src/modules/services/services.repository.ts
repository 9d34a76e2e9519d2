import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  EtaStatus,
  ServiceFilter,
  ServiceSort,
  ServiceStatus,
  SortOrder,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { serviceOccupancies, serviceStops, services } from './schema.ts';
import { users } from '../identity/schema.ts';
import { ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type ServiceStopRow = typeof serviceStops.$inferSelect;
export type NewServiceStop = Omit<typeof serviceStops.$inferInsert, 'serviceId'>;
export type OccupancyRow = typeof serviceOccupancies.$inferSelect;
export type NewOccupancy = typeof serviceOccupancies.$inferInsert;
export type ServicePatch = Partial<
  Pick<
    NewService,
    | 'status'
    | 'operatorId'
    | 'operatorName'
    | 'occupancy'
    | 'wheelchairOccupancy'
    | 'startAt'
    | 'endAt'
    | 'lastLat'
    | 'lastLon'
    | 'lastPointAt'
  >
>;

/** A service with its stops in route order: what `toServiceWire` presents. */
export interface ServiceRecord {
  row: ServiceRow;
  stops: ServiceStopRow[];
}

/** One stop's new prediction (the ETA engine's write). */
export interface StopEtaUpdate {
  No: number;
  etaExpected: Date;
  /** Whole seconds from `at` to `etaExpected`; null once arrived. */
  etaSeconds: number | null;
  arrivedAt?: Date | null;
  etaStatus?: EtaStatus;
  /** Seconds either way. */
  etaMargin?: number | null;
}

const SORT = {
  create_dt: services.createdAt,
  start_dt: services.startAt,
  end_dt: services.endAt,
  serviceStatus: services.status,
};

/** A scope, or null for every customer (server-side readers such as the public API only). */
type ScopeOrAll = TenantScope | null;
const scoped = (scope: ScopeOrAll) => (scope ? scope.where(services.customerId) : undefined);

/** The stops of these services, in route order. */
export async function stopsOfServices(
  db: Db,
  serviceIds: string[],
): Promise<Map<string, ServiceStopRow[]>> {
  const byService = new Map<string, ServiceStopRow[]>(serviceIds.map((id) => [id, []]));
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select()
    .from(serviceStops)
    .where(inArray(serviceStops.serviceId, serviceIds))
    .orderBy(asc(serviceStops.serviceId), asc(serviceStops.no));
  for (const row of rows) byService.get(row.serviceId)?.push(row);
  return byService;
}

async function withStops(db: Db, rows: ServiceRow[]): Promise<ServiceRecord[]> {
  const stops = await stopsOfServices(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, stops: stops.get(row.id) ?? [] }));
}

/** Active services with their stops: of one customer, or of all (`null`, public readers). */
export async function findActiveServices(db: Db, scope: ScopeOrAll): Promise<ServiceRecord[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(scoped(scope), eq(services.status, 'active')))
    .orderBy(asc(services.startAt), asc(services.id));
  return withStops(db, rows);
}

/** One service with its stops; undefined when absent or another customer's. */
export async function findServiceById(
  db: Db,
  scope: ScopeOrAll,
  id: string,
): Promise<ServiceRecord | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(scoped(scope), eq(services.id, id)));
  return row ? (await withStops(db, [row]))[0] : undefined;
}

/** The vehicle's active service (at most one), with its stops. */
export async function findActiveServiceByVehicle(
  db: Db,
  vehicleId: string,
): Promise<ServiceRecord | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.vehicleId, vehicleId), eq(services.status, 'active')));
  return row ? (await withStops(db, [row]))[0] : undefined;
}

/**
 * Writes new predictions of some stops of an active service (a service that has ended is
 * frozen: nothing is written). Answers the service as it is afterwards, or undefined.
 */
export async function updateServiceStopEtas(
  db: Db,
  serviceId: string,
  updates: readonly StopEtaUpdate[],
  at: Date = new Date(),
): Promise<ServiceRecord | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(services)
      .set({ updatedAt: at })
      .where(and(eq(services.id, serviceId), eq(services.status, 'active')))
      .returning();
    if (!row) return undefined;
    for (const update of updates) {
      await tx
        .update(serviceStops)
        .set({
          etaExpected: update.etaExpected,
          etaSeconds: update.etaSeconds,
          etaUpdatedAt: at,
          ...(update.arrivedAt === undefined ? {} : { arrivedAt: update.arrivedAt }),
          ...(update.etaStatus === undefined ? {} : { etaStatus: update.etaStatus }),
          ...(update.etaMargin === undefined ? {} : { etaMarginS: update.etaMargin }),
        })
        .where(and(eq(serviceStops.serviceId, serviceId), eq(serviceStops.no, update.No)));
    }
    const stops = await tx
      .select()
      .from(serviceStops)
      .where(eq(serviceStops.serviceId, serviceId))
      .orderBy(asc(serviceStops.no));
    return { row, stops };
  });
}

export interface ServiceListFilter extends ServiceFilter {
  sort: ServiceSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

function filterWhere(scope: TenantScope, filter: ServiceFilter): (SQL | undefined)[] {
  return [
    scope.where(services.customerId),
    filter.serviceStatus === 'all' ? undefined : eq(services.status, filter.serviceStatus),
    filter.Service_ID ? eq(services.id, filter.Service_ID) : undefined,
    filter.Vehicle_ID ? eq(services.vehicleId, filter.Vehicle_ID) : undefined,
    filter.Route_ID ? eq(services.routeId, filter.Route_ID) : undefined,
    filter.Operator_ID ? eq(services.operatorId, filter.Operator_ID) : undefined,
    filter.from ? gte(services.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(services.createdAt, new Date(filter.to)) : undefined,
    textSearch(filter.query, [services.vehicleName, services.routeName, services.operatorName]),
  ];
}

/** Queries and writes of a tenant's services; every one is limited by the scope. */
export function servicesRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(services.customerId), eq(services.id, id));

  return {
    findById: (scope: TenantScope, id: string) => findServiceById(db, scope, id),
    findActiveByVehicle: (vehicleId: string) => findActiveServiceByVehicle(db, vehicleId),
    stopsOf: (ids: string[]) => stopsOfServices(db, ids),

    async list(scope: TenantScope, filter: ServiceListFilter) {
      const where = filterWhere(scope, filter);
      return pageOfRows(
        db,
        services,
        and(...where),
        ordering(SORT[filter.sort], filter.order, services.id),
        filter,
      );
    },

    /** Ids matching a filter (for deletes), at most `limit`. */
    async matching(scope: TenantScope, filter: ServiceFilter, limit: number) {
      return db
        .select({ id: services.id, status: services.status })
        .from(services)
        .where(and(...filterWhere(scope, filter)))
        .orderBy(asc(services.createdAt), asc(services.id))
        .limit(limit);
    },

    async insert(values: NewService, stops: NewServiceStop[]): Promise<ServiceRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(services).values(values).returning();
        const stopRows =
          stops.length === 0
            ? []
            : await tx
                .insert(serviceStops)
                .values(stops.map((s) => ({ ...s, serviceId: row!.id })))
                .returning();
        return { row: row!, stops: stopRows.sort((a, b) => a.no - b.no) };
      });
    },

    /**
     * Changes a service if it is still in `expected` status (so two concurrent transitions
     * cannot both win); replaces its stops when given. Undefined when it was not changed.
     */
    async update(
      scope: TenantScope,
      id: string,
      expected: ServiceStatus,
      patch: ServicePatch,
      stops?: NewServiceStop[],
    ): Promise<ServiceRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(services)
          .set({ ...patch, updatedAt: new Date() })
          .where(and(mine(scope, id), eq(services.status, expected)))
          .returning();
        if (row && stops) {
          await tx.delete(serviceStops).where(eq(serviceStops.serviceId, id));
          if (stops.length > 0) {
            await tx.insert(serviceStops).values(stops.map((s) => ({ ...s, serviceId: id })));
          }
        }
        return row;
      });
    },

    /** Applies counts to an active service and records them, in one transaction. */
    async recordOccupancy(
      serviceId: string,
      counts: { occupancy: number; wheelchairOccupancy: number },
      record: Omit<NewOccupancy, 'serviceId' | 'occupancyAfter' | 'wheelchairOccupancyAfter'>,
      expected: { occupancy: number; wheelchairOccupancy: number },
    ): Promise<{ row: ServiceRow; record: OccupancyRow } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(services)
          .set({ ...counts, updatedAt: new Date() })
          .where(
            and(
              eq(services.id, serviceId),
              eq(services.status, 'active'),
              // Counts computed from what was read: a concurrent change makes this miss.
              eq(services.occupancy, expected.occupancy),
              eq(services.wheelchairOccupancy, expected.wheelchairOccupancy),
            ),
          )
          .returning();
        if (!row) return undefined;
        const [saved] = await tx
          .insert(serviceOccupancies)
          .values({
            ...record,
            serviceId,
            occupancyAfter: counts.occupancy,
            wheelchairOccupancyAfter: counts.wheelchairOccupancy,
          })
          .returning();
        return { row, record: saved! };
      });
    },

    async occupancies(serviceId: string, limit: number, offset: number) {
      const where = eq(serviceOccupancies.serviceId, serviceId);
      return pageOfRows(
        db,
        serviceOccupancies,
        where,
        [asc(serviceOccupancies.at), asc(serviceOccupancies.id)],
        { limit, offset },
      );
    },

    async setLastPoint(serviceId: string, lat: number, lon: number, at: Date) {
      const [row] = await db
        .update(services)
        .set({ lastLat: lat, lastLon: lon, lastPointAt: at })
        .where(and(eq(services.id, serviceId), eq(services.status, 'active')))
        .returning();
      return row;
    },

    /** Deletes services that are not active; answers the ids removed. */
    async deleteInactive(scope: TenantScope, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(services)
        .where(
          and(
            scope.where(services.customerId),
            inArray(services.id, ids),
            inArray(services.status, ['scheduled', 'completed', 'cancelled']),
          ),
        )
        .returning({ id: services.id });
      return rows.map((r) => r.id);
    },
  };
}

export type ServicesRepository = ReturnType<typeof servicesRepository>;

/** A user of the scope's customer who may run a service, with the name the console shows. */
export async function findOperator(
  db: Db,
  scope: TenantScope,
  userId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, preferred: users.preferredUsername })
    .from(users)
    .where(and(scope.where(users.customerId), eq(users.id, userId)));
  return row ? { id: row.id, name: row.preferred ?? row.username } : undefined;
}
