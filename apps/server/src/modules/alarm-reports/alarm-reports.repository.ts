import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AlarmReportParams, AlarmReportState } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { alarmReports } from './schema.ts';
import { alarms } from '../alarms/schema.ts';
import { vehicles } from '../vehicles/schema.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type AlarmRow = typeof alarms.$inferSelect;
export type AlarmReportRecord = typeof alarmReports.$inferSelect;
/** A report without its rows, with how many rows it keeps. */
export type AlarmReportHead = Omit<AlarmReportRecord, 'rows'> & { kept: number };

/** The columns of an alarm a report row needs. */
const reportColumns = {
  id: alarms.id,
  vehicleId: alarms.vehicleId,
  vehicleName: alarms.vehicleName,
  level: alarms.level,
  category: alarms.category,
  code: alarms.code,
  message: alarms.message,
  state: alarms.state,
  count: alarms.count,
  firstSeen: alarms.firstSeen,
  lastSeen: alarms.lastSeen,
  acknowledgedAt: alarms.acknowledgedAt,
  acknowledgedByName: alarms.acknowledgedByName,
  assigneeName: alarms.assigneeName,
  resolvedAt: alarms.resolvedAt,
  resolvedByName: alarms.resolvedByName,
  autoResolved: alarms.autoResolved,
  closedAt: alarms.closedAt,
  chattering: alarms.chattering,
};
export type ReportAlarm = Pick<AlarmRow, keyof typeof reportColumns>;

const head = {
  id: alarmReports.id,
  customerId: alarmReports.customerId,
  createdById: alarmReports.createdById,
  createdByName: alarmReports.createdByName,
  params: alarmReports.params,
  state: alarmReports.state,
  rowCount: alarmReports.rowCount,
  error: alarmReports.error,
  createdAt: alarmReports.createdAt,
  finishedAt: alarmReports.finishedAt,
  kept: sql<number>`coalesce(jsonb_array_length(${alarmReports.rows}), 0)::int`.mapWith(Number),
};

/** A tenant's alert reports, and the alarms they list. */
export function alarmReportsRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(alarmReports.customerId), eq(alarmReports.id, id));

  const reportWhere = (scope: TenantScope, params: AlarmReportParams): SQL =>
    and(
      scope.where(alarms.customerId),
      gte(alarms.firstSeen, new Date(params.from)),
      lt(alarms.firstSeen, new Date(params.to)),
      // Implied by the above; lets the (customer, last_seen) index narrow the scan.
      gte(alarms.lastSeen, new Date(params.from)),
      params.vehicle_ids ? inArray(alarms.vehicleId, params.vehicle_ids) : undefined,
      params.levels ? inArray(alarms.level, params.levels) : undefined,
    )!;

  return {
    async insert(
      scope: TenantScope,
      values: { createdById: string | null; createdByName: string; params: AlarmReportParams },
    ): Promise<AlarmReportRecord> {
      const [row] = await db
        .insert(alarmReports)
        .values({ ...values, customerId: scope.customerId, state: 'RUNNING' })
        .returning();
      return row!;
    },

    /** Ends a running report; false when it is gone or no longer running. */
    async finish(
      id: string,
      outcome: {
        state: Exclude<AlarmReportState, 'RUNNING'>;
        rows?: Record<string, unknown>[];
        rowCount?: number;
        error?: string;
      },
    ): Promise<boolean> {
      const done = await db
        .update(alarmReports)
        .set({
          state: outcome.state,
          rows: outcome.rows ?? null,
          rowCount: outcome.rowCount ?? null,
          error: outcome.error ?? null,
          finishedAt: new Date(),
        })
        .where(and(eq(alarmReports.id, id), eq(alarmReports.state, 'RUNNING')))
        .returning({ id: alarmReports.id });
      return done.length > 0;
    },

    /** Marks reports still running since before `cutoff` as failed (their server stopped). */
    async failAbandoned(scope: TenantScope, cutoff: Date, error: string): Promise<void> {
      await db
        .update(alarmReports)
        .set({ state: 'FAILED', error, finishedAt: new Date() })
        .where(
          and(
            scope.where(alarmReports.customerId),
            eq(alarmReports.state, 'RUNNING'),
            lt(alarmReports.createdAt, cutoff),
          ),
        );
    },

    async list(scope: TenantScope, limit: number, offset: number) {
      const where = scope.where(alarmReports.customerId);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(alarmReports)
        .where(where);
      const rows: AlarmReportHead[] = await db
        .select(head)
        .from(alarmReports)
        .where(where)
        .orderBy(desc(alarmReports.createdAt), desc(alarmReports.id))
        .limit(limit)
        .offset(offset);
      return { rows, total };
    },

    async find(scope: TenantScope, id: string): Promise<AlarmReportRecord | undefined> {
      const [row] = await db.select().from(alarmReports).where(mine(scope, id));
      return row;
    },

    async delete(scope: TenantScope, id: string): Promise<AlarmReportHead | undefined> {
      const [row] = await db.delete(alarmReports).where(mine(scope, id)).returning(head);
      return row;
    },

    /** The alarms a report lists, oldest first, at most `limit`; and how many matched. */
    async alarmsFor(scope: TenantScope, params: AlarmReportParams, limit: number) {
      const where = reportWhere(scope, params);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(alarms)
        .where(where);
      const rows: ReportAlarm[] = await db
        .select(reportColumns)
        .from(alarms)
        .where(where)
        .orderBy(asc(alarms.firstSeen), asc(alarms.id))
        .limit(limit);
      return { rows, total };
    },

    /**
     * The ids among `ids` that are not the customer's: neither one of its vehicles nor a vehicle
     * its alarms name (an alarm outlives its vehicle).
     */
    async foreignVehicles(scope: TenantScope, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const known = new Set<string>();
      const own = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(scope.where(vehicles.customerId), inArray(vehicles.id, [...ids])));
      for (const v of own) known.add(v.id);
      const rest = ids.filter((id) => !known.has(id));
      if (rest.length > 0) {
        const named = await db
          .selectDistinct({ id: alarms.vehicleId })
          .from(alarms)
          .where(and(scope.where(alarms.customerId), inArray(alarms.vehicleId, rest)));
        for (const v of named) if (v.id) known.add(v.id);
      }
      return ids.filter((id) => !known.has(id));
    },
  };
}

export type AlarmReportsRepository = ReturnType<typeof alarmReportsRepository>;
