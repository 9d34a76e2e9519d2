import { and, count, desc, eq, gt, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { checklistHolds, checklistOverrides, checklistTransactions } from './schema.ts';
import { ordering, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { TransactionRow } from './checklists.presenter.ts';

export type NewTransaction = Omit<typeof checklistTransactions.$inferInsert, 'customerId'>;
export type HoldRow = typeof checklistHolds.$inferSelect;
export type OverrideRow = typeof checklistOverrides.$inferSelect;

export interface TransactionFilter {
  query?: string | undefined;
  masterId?: string | undefined;
  vehicleId?: string | undefined;
  operatorId?: string | undefined;
  serviceId?: string | undefined;
  transactionId?: string | undefined;
  result?: 'passed' | 'failed' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order: SortOrder;
  limit: number;
  offset: number;
}

const t = checklistTransactions;

/** Completed checklists, the holds they put on vehicles and administrators' overrides. */
export function transactionsRepository(db: Db) {
  return {
    /** Stores a completed checklist and, after a failed safety-critical item, its hold: both or neither. */
    async insert(scope: TenantScope, values: NewTransaction, holdItems: string[] | null) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t)
          .values({ ...values, customerId: scope.customerId })
          .returning();
        if (holdItems) {
          await tx.insert(checklistHolds).values({
            customerId: scope.customerId,
            vehicleId: row!.vehicleId,
            transactionId: row!.id,
            items: holdItems,
          });
        }
        return row!;
      });
    },

    async list(scope: TenantScope, filter: TransactionFilter) {
      const where = and(
        scope.where(t.customerId),
        textSearch(filter.query, [t.vehicleName, t.operatorName, t.masterName]),
        filter.masterId ? eq(t.masterId, filter.masterId) : undefined,
        filter.vehicleId ? eq(t.vehicleId, filter.vehicleId) : undefined,
        filter.operatorId ? eq(t.operatorId, filter.operatorId) : undefined,
        filter.serviceId ? eq(t.serviceId, filter.serviceId) : undefined,
        filter.transactionId ? eq(t.id, filter.transactionId) : undefined,
        filter.result ? eq(t.result, filter.result) : undefined,
        filter.from ? gte(t.completedAt, new Date(filter.from)) : undefined,
        filter.to ? lt(t.completedAt, new Date(filter.to)) : undefined,
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t).where(where);
      const rows: TransactionRow[] = await db
        .select()
        .from(t)
        .where(where)
        .orderBy(...ordering(t.completedAt, filter.order, t.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return { rows, total };
    },

    async latestForVehicle(scope: TenantScope, vehicleId: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(scope.where(t.customerId), eq(t.vehicleId, vehicleId)))
        .orderBy(desc(t.completedAt), desc(t.createdAt))
        .limit(1);
      return row;
    },

    async openHold(scope: TenantScope, vehicleId: string): Promise<HoldRow | undefined> {
      const [row] = await db
        .select()
        .from(checklistHolds)
        .where(
          and(
            scope.where(checklistHolds.customerId),
            eq(checklistHolds.vehicleId, vehicleId),
            isNull(checklistHolds.clearedAt),
          ),
        )
        .orderBy(desc(checklistHolds.createdAt))
        .limit(1);
      return row;
    },

    async clearHolds(scope: TenantScope, vehicleId: string, by: string, note: string) {
      return db
        .update(checklistHolds)
        .set({ clearedAt: new Date(), clearedBy: by, clearNote: note })
        .where(
          and(
            scope.where(checklistHolds.customerId),
            eq(checklistHolds.vehicleId, vehicleId),
            isNull(checklistHolds.clearedAt),
          ),
        )
        .returning();
    },

    async insertOverride(
      scope: TenantScope,
      values: { vehicleId: string; reason: string; createdBy: string; validUntil: Date },
    ): Promise<OverrideRow> {
      const [row] = await db
        .insert(checklistOverrides)
        .values({ ...values, customerId: scope.customerId })
        .returning();
      return row!;
    },

    async usableOverride(scope: TenantScope, vehicleId: string, now: Date) {
      const [row] = await db
        .select()
        .from(checklistOverrides)
        .where(
          and(
            scope.where(checklistOverrides.customerId),
            eq(checklistOverrides.vehicleId, vehicleId),
            isNull(checklistOverrides.usedAt),
            gt(checklistOverrides.validUntil, now),
          ),
        )
        .orderBy(desc(checklistOverrides.createdAt))
        .limit(1);
      return row;
    },

    /** Marks an override used; false when another start used it first. */
    async useOverride(id: string): Promise<boolean> {
      const rows = await db
        .update(checklistOverrides)
        .set({ usedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(checklistOverrides.id, id), isNull(checklistOverrides.usedAt)))
        .returning({ id: checklistOverrides.id });
      return rows.length > 0;
    },

    /**
     * Removes operator names and signatures from the customer's checklists completed before
     * `before`, in one transaction; answers the signature file ids it let go.
     */
    async anonymizeBefore(scope: TenantScope, before: Date) {
      return db.transaction(async (tx) => {
        const where: SQL = and(
          scope.where(t.customerId),
          lt(t.completedAt, before),
          isNull(t.anonymizedAt),
        )!;
        const rows = await tx.select({ id: t.id, answers: t.answers }).from(t).where(where);
        const signatures: string[] = [];
        const now = new Date();
        for (const row of rows) {
          const answers = row.answers.map((answer) => {
            if (answer.signature) signatures.push(answer.signature);
            return { ...answer, signature: null };
          });
          await tx
            .update(t)
            .set({ operatorId: null, operatorName: null, answers, anonymizedAt: now })
            .where(eq(t.id, row.id));
        }
        return { count: rows.length, signatures };
      });
    },
  };
}

export type TransactionsRepository = ReturnType<typeof transactionsRepository>;
