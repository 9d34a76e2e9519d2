import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { incidentAttachments } from './schema.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type AttachmentRow = typeof incidentAttachments.$inferSelect;

/** The names and types of the files uploaded for a customer's incidents. */
export function attachmentsRepository(db: Db) {
  return {
    async insert(values: typeof incidentAttachments.$inferInsert): Promise<AttachmentRow> {
      const [row] = await db.insert(incidentAttachments).values(values).returning();
      return row!;
    },

    async byIds(scope: TenantScope, ids: readonly string[]): Promise<AttachmentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(incidentAttachments)
        .where(
          and(
            scope.where(incidentAttachments.customerId),
            inArray(incidentAttachments.fileId, [...ids]),
          ),
        );
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof attachmentsRepository>;
