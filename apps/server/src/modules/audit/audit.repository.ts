import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export interface AuditEntry {
  action: string;
  outcome: 'success' | 'failure' | 'denied';
  customerId?: string | null | undefined;
  userId?: string | null | undefined;
  username?: string | null | undefined;
  requestId?: string | undefined;
  ip?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

export interface AuditQuery {
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

export function auditRepository(db: Db) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        action: entry.action,
        outcome: entry.outcome,
        customerId: entry.customerId ?? null,
        userId: entry.userId ?? null,
        username: entry.username ?? null,
        requestId: entry.requestId ?? null,
        ip: entry.ip ?? null,
        details: entry.details ?? null,
      });
    },
    async list(scope: TenantScope, query: AuditQuery) {
      const where: SQL[] = [scope.where(auditLog.customerId)];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.from) where.push(gte(auditLog.at, query.from));
      if (query.to) where.push(lte(auditLog.at, query.to));
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
