import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { checklistMasters, checklistMasterVersions } from './schema.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type MasterRow = typeof checklistMasters.$inferSelect;
export type MasterVersionRow = typeof checklistMasterVersions.$inferSelect;
export type MasterContent = Pick<MasterRow, 'name' | 'description' | 'sections' | 'appliesTo'>;

export interface MasterFilter {
  query?: string | undefined;
  vehicleId?: string | undefined;
  routeId?: string | undefined;
  sort: 'name' | 'create_dt' | 'update_dt';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  name: lowerOf(checklistMasters.name),
  create_dt: checklistMasters.createdAt,
  update_dt: checklistMasters.updatedAt,
};

/** Masters with no targets apply to every vehicle; otherwise to the vehicles and routes named. */
export function appliesToSql(vehicleId?: string, routeId?: string | null): SQL | undefined {
  if (!vehicleId && !routeId) return undefined;
  const { appliesTo } = checklistMasters;
  const targets: SQL[] = [
    sql`(jsonb_array_length(${appliesTo}->'Vehicle_IDs') = 0 and jsonb_array_length(${appliesTo}->'Route_IDs') = 0)`,
  ];
  if (vehicleId)
    targets.push(sql`${appliesTo}->'Vehicle_IDs' @> ${JSON.stringify([vehicleId])}::jsonb`);
  if (routeId) targets.push(sql`${appliesTo}->'Route_IDs' @> ${JSON.stringify([routeId])}::jsonb`);
  return sql`(${sql.join(targets, sql` or `)})`;
}

/** A tenant's checklist masters and their versions; deleted masters are read only by id. */
export function mastersRepository(db: Db) {
  const live = (scope: TenantScope) =>
    and(scope.where(checklistMasters.customerId), isNull(checklistMasters.deletedAt));

  return {
    async list(scope: TenantScope, filter: MasterFilter) {
      const where = and(
        live(scope),
        textSearch(filter.query, [checklistMasters.name, checklistMasters.description]),
        appliesToSql(filter.vehicleId, filter.routeId),
      );
      return pageOfRows(
        db,
        checklistMasters,
        where,
        ordering(SORT[filter.sort], filter.order, checklistMasters.id),
        filter,
      );
    },

    /** The live masters that apply to a vehicle about to run a route. */
    applying(scope: TenantScope, vehicleId: string, routeId?: string | null) {
      return db
        .select()
        .from(checklistMasters)
        .where(and(live(scope), appliesToSql(vehicleId, routeId)))
        .orderBy(lowerOf(checklistMasters.name));
    },

    async findLive(scope: TenantScope, id: string): Promise<MasterRow | undefined> {
      const [row] = await db
        .select()
        .from(checklistMasters)
        .where(and(live(scope), eq(checklistMasters.id, id)));
      return row;
    },

    async version(masterId: string, version: number): Promise<MasterVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(checklistMasterVersions)
        .where(
          and(
            eq(checklistMasterVersions.masterId, masterId),
            eq(checklistMasterVersions.version, version),
          ),
        );
      return row;
    },

    async insert(scope: TenantScope, content: MasterContent, createdBy: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(checklistMasters)
          .values({ ...content, customerId: scope.customerId, createdBy, version: 1 })
          .returning();
        await tx
          .insert(checklistMasterVersions)
          .values({ ...content, masterId: row!.id, version: 1, createdBy });
        return row!;
      });
    },

    /** Stores a new version when the master is still at `fromVersion` (else undefined). */
    async newVersion(
      scope: TenantScope,
      id: string,
      fromVersion: number,
      content: MasterContent,
      createdBy: string,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(checklistMasters)
          .set({ ...content, version: fromVersion + 1, updatedAt: new Date() })
          .where(
            and(
              live(scope),
              eq(checklistMasters.id, id),
              eq(checklistMasters.version, fromVersion),
            ),
          )
          .returning();
        if (!row) return undefined;
        await tx
          .insert(checklistMasterVersions)
          .values({ ...content, masterId: id, version: row.version, createdBy });
        return row;
      });
    },

    async softDelete(scope: TenantScope, id: string): Promise<MasterRow | undefined> {
      const [row] = await db
        .update(checklistMasters)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(and(live(scope), eq(checklistMasters.id, id)))
        .returning();
      return row;
    },
  };
}

export type MastersRepository = ReturnType<typeof mastersRepository>;
