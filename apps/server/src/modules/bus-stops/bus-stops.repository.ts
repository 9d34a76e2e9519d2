import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { busStops } from './schema.ts';
import { routeStops, routes } from '../routes/schema.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type BusStopRow = typeof busStops.$inferSelect;
export type NewBusStop = Omit<typeof busStops.$inferInsert, 'customerId'>;
export type BusStopPatch = Partial<
  Pick<NewBusStop, 'name' | 'label' | 'direction' | 'lat' | 'lon'>
>;

export interface BusStopFilter {
  query?: string | undefined;
  sort: 'name' | 'label' | 'direction' | 'create_dt';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  name: lowerOf(busStops.name),
  label: lowerOf(busStops.label),
  direction: lowerOf(busStops.direction),
  create_dt: busStops.createdAt,
};

/** Queries of a tenant's bus stops; every one is limited by the scope. */
export function busStopsRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(busStops.customerId), eq(busStops.id, id));

  return {
    async list(scope: TenantScope, filter: BusStopFilter) {
      const where: (SQL | undefined)[] = [
        scope.where(busStops.customerId),
        textSearch(filter.query, [busStops.name, busStops.label, busStops.direction]),
      ];
      return pageOfRows(
        db,
        busStops,
        and(...where),
        ordering(SORT[filter.sort], filter.order, busStops.id),
        filter,
      );
    },
    async findById(scope: TenantScope, id: string): Promise<BusStopRow | undefined> {
      const [row] = await db.select().from(busStops).where(mine(scope, id));
      return row;
    },
    /** The ids among these that are the tenant's stops. */
    async existing(scope: TenantScope, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: busStops.id })
        .from(busStops)
        .where(and(scope.where(busStops.customerId), inArray(busStops.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    async insert(scope: TenantScope, values: NewBusStop): Promise<BusStopRow> {
      const [row] = await db
        .insert(busStops)
        .values({ ...values, customerId: scope.customerId })
        .returning();
      return row!;
    },
    async update(scope: TenantScope, id: string, patch: BusStopPatch) {
      const [row] = await db
        .update(busStops)
        .set({ ...patch, updatedAt: new Date() })
        .where(mine(scope, id))
        .returning();
      return row;
    },
    async delete(scope: TenantScope, id: string): Promise<boolean> {
      const rows = await db.delete(busStops).where(mine(scope, id)).returning({ id: busStops.id });
      return rows.length > 0;
    },
    /** Names of the routes that stop here. */
    async routesUsing(scope: TenantScope, id: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ name: routes.name })
        .from(routeStops)
        .innerJoin(routes, eq(routes.id, routeStops.routeId))
        .where(and(scope.where(routeStops.customerId), eq(routeStops.busStopId, id)))
        .orderBy(routes.name);
      return rows.map((r) => r.name);
    },
  };
}

export type BusStopsRepository = ReturnType<typeof busStopsRepository>;
