import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { busStops } from '../bus-stops/schema.ts';
import { routeStops, routes } from './schema.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { BusStopRow } from '../bus-stops/index.ts';

export type RouteRow = typeof routes.$inferSelect;
export type NewRoute = Omit<typeof routes.$inferInsert, 'customerId'>;
export type RoutePatch = Partial<
  Pick<NewRoute, 'name' | 'description' | 'routeType' | 'color' | 'path' | 'graphicFileId'>
>;
export interface StopOnRoute {
  position: number;
  stop: BusStopRow;
}

export interface RouteFilter {
  query?: string | undefined;
  sort: 'name' | 'routeType' | 'create_dt';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  name: lowerOf(routes.name),
  routeType: routes.routeType,
  create_dt: routes.createdAt,
};

/** Queries of a tenant's routes and their ordered stops; every one is limited by the scope. */
export function routesRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(routes.customerId), eq(routes.id, id));

  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
  async function putStops(tx: Tx, scope: TenantScope, routeId: string, stopIds: string[]) {
    await tx.delete(routeStops).where(eq(routeStops.routeId, routeId));
    if (stopIds.length === 0) return;
    await tx.insert(routeStops).values(
      stopIds.map((busStopId, index) => ({
        routeId,
        busStopId,
        position: index + 1,
        customerId: scope.customerId,
      })),
    );
  }

  return {
    async list(scope: TenantScope, filter: RouteFilter) {
      const where: (SQL | undefined)[] = [
        scope.where(routes.customerId),
        textSearch(filter.query, [routes.name, routes.description]),
      ];
      return pageOfRows(
        db,
        routes,
        and(...where),
        ordering(SORT[filter.sort], filter.order, routes.id),
        filter,
      );
    },
    async findById(scope: TenantScope, id: string): Promise<RouteRow | undefined> {
      const [row] = await db.select().from(routes).where(mine(scope, id));
      return row;
    },
    /** The stops of these routes in travel order. */
    async stopsOf(scope: TenantScope, routeIds: string[]): Promise<Map<string, StopOnRoute[]>> {
      const byRoute = new Map<string, StopOnRoute[]>(routeIds.map((id) => [id, []]));
      if (routeIds.length === 0) return byRoute;
      const rows = await db
        .select({ routeId: routeStops.routeId, position: routeStops.position, stop: busStops })
        .from(routeStops)
        .innerJoin(busStops, eq(busStops.id, routeStops.busStopId))
        .where(and(scope.where(routeStops.customerId), inArray(routeStops.routeId, routeIds)))
        .orderBy(asc(routeStops.routeId), asc(routeStops.position));
      for (const row of rows) byRoute.get(row.routeId)?.push(row);
      return byRoute;
    },
    async stopCounts(scope: TenantScope, routeIds: string[]): Promise<Map<string, number>> {
      if (routeIds.length === 0) return new Map();
      const rows = await db
        .select({ routeId: routeStops.routeId, n: count() })
        .from(routeStops)
        .where(and(scope.where(routeStops.customerId), inArray(routeStops.routeId, routeIds)))
        .groupBy(routeStops.routeId);
      return new Map(rows.map((r) => [r.routeId, r.n]));
    },
    async insert(scope: TenantScope, values: NewRoute, stopIds: string[]): Promise<RouteRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(routes)
          .values({ ...values, customerId: scope.customerId })
          .returning();
        await putStops(tx, scope, row!.id, stopIds);
        return row!;
      });
    },
    /** Updates the route and, when given, replaces its stops; undefined when it is not there. */
    async update(scope: TenantScope, id: string, patch: RoutePatch, stopIds?: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(routes)
          .set({ ...patch, updatedAt: new Date() })
          .where(mine(scope, id))
          .returning();
        if (row && stopIds) await putStops(tx, scope, id, stopIds);
        return row;
      });
    },
    async delete(scope: TenantScope, id: string): Promise<boolean> {
      const rows = await db.delete(routes).where(mine(scope, id)).returning({ id: routes.id });
      return rows.length > 0;
    },
  };
}

export type RoutesRepository = ReturnType<typeof routesRepository>;
