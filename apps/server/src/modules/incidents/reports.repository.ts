import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { incidentReports, incidents } from './schema.ts';
import { vehicles } from '../vehicles/schema.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type ReportRow = typeof incidentReports.$inferSelect;
export type ReportHead = Omit<ReportRow, 'rows'>;

const head = {
  id: incidentReports.id,
  customerId: incidentReports.customerId,
  title: incidentReports.title,
  params: incidentReports.params,
  rowCount: incidentReports.rowCount,
  byCategory: incidentReports.byCategory,
  bySeverity: incidentReports.bySeverity,
  truncated: incidentReports.truncated,
  createdBy: incidentReports.createdBy,
  createdById: incidentReports.createdById,
  createdAt: incidentReports.createdAt,
};

/** A customer's incident reports: each keeps its incidents as they were when it was made. */
export function reportsRepository(db: Db) {
  const own = (scope: TenantScope, id: string) =>
    and(scope.where(incidentReports.customerId), eq(incidentReports.id, id));

  return {
    /** A vehicle of the customer, or one its incidents name (a vehicle since removed). */
    async knowsVehicle(scope: TenantScope, id: string): Promise<boolean> {
      const [vehicle] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(scope.where(vehicles.customerId), eq(vehicles.id, id)))
        .limit(1);
      if (vehicle) return true;
      const [named] = await db
        .select({ id: incidents.id })
        .from(incidents)
        .where(and(scope.where(incidents.customerId), eq(incidents.vehicleId, id)))
        .limit(1);
      return named !== undefined;
    },

    async insert(values: typeof incidentReports.$inferInsert): Promise<ReportRow> {
      const [row] = await db.insert(incidentReports).values(values).returning();
      return row!;
    },

    async list(scope: TenantScope, limit: number, offset: number) {
      const where = scope.where(incidentReports.customerId);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(incidentReports)
        .where(where);
      const rows: ReportHead[] = await db
        .select(head)
        .from(incidentReports)
        .where(where)
        .orderBy(desc(incidentReports.createdAt), desc(incidentReports.id))
        .limit(limit)
        .offset(offset);
      return { rows, total };
    },

    async find(scope: TenantScope, id: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(incidentReports).where(own(scope, id));
      return row;
    },

    async delete(scope: TenantScope, id: string): Promise<ReportHead | undefined> {
      const [row] = await db.delete(incidentReports).where(own(scope, id)).returning(head);
      return row;
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
