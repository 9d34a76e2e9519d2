import { and, arrayContains, eq } from 'drizzle-orm';
import type { SortOrder, TelemetryTemplateListQuery } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { vehicleName } from '../vehicles/index.ts';
import { telemetryTemplates } from './schema.ts';

export type TemplateRow = typeof telemetryTemplates.$inferSelect;
export type NewTemplate = Omit<
  typeof telemetryTemplates.$inferInsert,
  'id' | 'customerId' | 'createdAt' | 'updatedAt'
>;
export type TemplateChange = Omit<NewTemplate, 'createdBy'>;

export interface TemplateFilter {
  query?: string | undefined;
  vehicleId?: string | undefined;
  kind?: TelemetryTemplateListQuery['kind'];
  sort: TelemetryTemplateListQuery['sort_attributes'];
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  template_name: lowerOf(telemetryTemplates.name),
  create_dt: telemetryTemplates.createdAt,
  update_dt: telemetryTemplates.updatedAt,
};

/** Queries of the customers' telemetry templates. */
export function telemetryTemplatesRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(telemetryTemplates.customerId), eq(telemetryTemplates.id, id));

  return {
    list(scope: TenantScope, filter: TemplateFilter) {
      return pageOfRows(
        db,
        telemetryTemplates,
        and(
          scope.where(telemetryTemplates.customerId),
          textSearch(filter.query, [telemetryTemplates.name, telemetryTemplates.description]),
          filter.vehicleId
            ? arrayContains(telemetryTemplates.vehicleIds, [filter.vehicleId])
            : undefined,
          filter.kind ? arrayContains(telemetryTemplates.kinds, [filter.kind]) : undefined,
        ),
        ordering(SORT[filter.sort], filter.order, telemetryTemplates.id),
        filter,
      );
    },
    async find(scope: TenantScope, id: string): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(telemetryTemplates).where(mine(scope, id));
      return row;
    },
    async insert(scope: TenantScope, values: NewTemplate): Promise<TemplateRow> {
      const [row] = await db
        .insert(telemetryTemplates)
        .values({ ...values, customerId: scope.customerId })
        .returning();
      return row!;
    },
    async update(
      scope: TenantScope,
      id: string,
      change: TemplateChange,
    ): Promise<TemplateRow | undefined> {
      const [row] = await db
        .update(telemetryTemplates)
        .set({ ...change, updatedAt: new Date() })
        .where(mine(scope, id))
        .returning();
      return row;
    },
    async remove(scope: TenantScope, id: string): Promise<TemplateRow | undefined> {
      const [row] = await db.delete(telemetryTemplates).where(mine(scope, id)).returning();
      return row;
    },
    /** Whether the vehicle is one of the scope's customer's. */
    async ownsVehicle(scope: TenantScope, id: string): Promise<boolean> {
      return (await vehicleName(db, scope, id)) !== undefined;
    },
  };
}

export type TelemetryTemplatesRepository = ReturnType<typeof telemetryTemplatesRepository>;
