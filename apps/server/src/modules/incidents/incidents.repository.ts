import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { IncidentListQuery, SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { incidentCounters, incidents } from './schema.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentValues = Omit<
  typeof incidents.$inferInsert,
  'id' | 'customerId' | 'reference' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type IncidentChanges = Partial<IncidentValues>;

export interface IncidentFilter {
  query?: string | undefined;
  status?: IncidentListQuery['status'];
  category?: IncidentListQuery['category'];
  severity?: IncidentListQuery['severity'];
  vehicleId?: string | undefined;
  routeId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface IncidentPage {
  sort: IncidentListQuery['sort_attributes'];
  order: SortOrder;
  limit: number;
  offset: number;
}

const rank = (column: typeof incidents.severity | typeof incidents.status, values: string[]) =>
  sql`array_position(${sql.param(values)}::text[], ${column})`;

const SORT = {
  occurred_at: incidents.occurredAt,
  severity: rank(incidents.severity, ['minor', 'moderate', 'serious', 'critical']),
  status: rank(incidents.status, ['open', 'under-investigation', 'closed']),
  title: lowerOf(incidents.title),
  updated_at: incidents.updatedAt,
};

const eqIf = <T>(column: Parameters<typeof eq>[0], value: T | undefined) =>
  value === undefined ? undefined : eq(column, value);

/** The conditions of a list: the live incidents of the scope that match the filter. */
export function incidentWhere(scope: TenantScope, filter: IncidentFilter): SQL | undefined {
  return and(
    scope.where(incidents.customerId),
    isNull(incidents.deletedAt),
    eqIf(incidents.status, filter.status),
    eqIf(incidents.category, filter.category),
    eqIf(incidents.severity, filter.severity),
    eqIf(incidents.vehicleId, filter.vehicleId),
    eqIf(incidents.routeId, filter.routeId),
    filter.from ? gte(incidents.occurredAt, new Date(filter.from)) : undefined,
    filter.to ? lt(incidents.occurredAt, new Date(filter.to)) : undefined,
    textSearch(filter.query, [
      incidents.reference,
      incidents.title,
      incidents.description,
      incidents.vehicleName,
      incidents.busStopName,
    ]),
  );
}

/** A tenant's incidents; deleted ones stay in the table but are never read. */
export function incidentsRepository(db: Db) {
  const live = (scope: TenantScope, id: string) =>
    and(scope.where(incidents.customerId), isNull(incidents.deletedAt), eq(incidents.id, id));

  return {
    async list(scope: TenantScope, filter: IncidentFilter, page: IncidentPage) {
      const where = incidentWhere(scope, filter);
      return pageOfRows(
        db,
        incidents,
        where,
        ordering(SORT[page.sort], page.order, incidents.id),
        page,
      );
    },

    /** Every matching incident, oldest first, up to `max` (and how many matched in all). */
    async matching(scope: TenantScope, filter: IncidentFilter, max: number) {
      const where = incidentWhere(scope, filter);
      return pageOfRows(db, incidents, where, [incidents.occurredAt, incidents.id], { limit: max });
    },

    async find(scope: TenantScope, id: string): Promise<IncidentRow | undefined> {
      const [row] = await db.select().from(incidents).where(live(scope, id));
      return row;
    },

    /** Stores a new incident with the customer's next reference of the year (INC-2026-0042). */
    async insert(scope: TenantScope, values: IncidentValues, now: Date): Promise<IncidentRow> {
      return db.transaction(async (tx) => {
        const year = now.getUTCFullYear();
        const [counter] = await tx
          .insert(incidentCounters)
          .values({ customerId: scope.customerId, year, last: 1 })
          .onConflictDoUpdate({
            target: [incidentCounters.customerId, incidentCounters.year],
            set: { last: sql`${incidentCounters.last} + 1` },
          })
          .returning();
        const reference = `INC-${year}-${String(counter!.last).padStart(4, '0')}`;
        const [row] = await tx
          .insert(incidents)
          .values({ ...values, customerId: scope.customerId, reference, version: 1 })
          .returning();
        return row!;
      });
    },

    /** Applies changes when the incident is still at `fromVersion` (else undefined). */
    async update(
      scope: TenantScope,
      id: string,
      fromVersion: number,
      changes: IncidentChanges,
    ): Promise<IncidentRow | undefined> {
      const [row] = await db
        .update(incidents)
        .set({ ...changes, version: fromVersion + 1, updatedAt: new Date() })
        .where(and(live(scope, id), eq(incidents.version, fromVersion)))
        .returning();
      return row;
    },

    /** Stores a snapshot taken later, without a new version (the incident did not change). */
    async completeSnapshot(
      id: string,
      changes: Pick<IncidentValues, 'telemetrySnapshot' | 'snapshotPendingUntil' | 'timeline'>,
    ): Promise<IncidentRow | undefined> {
      const [row] = await db
        .update(incidents)
        .set(changes)
        .where(and(eq(incidents.id, id), isNull(incidents.deletedAt)))
        .returning();
      return row;
    },

    async softDelete(scope: TenantScope, id: string): Promise<IncidentRow | undefined> {
      const [row] = await db
        .update(incidents)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(live(scope, id))
        .returning();
      return row;
    },
  };
}

export type IncidentsRepository = ReturnType<typeof incidentsRepository>;
