import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fileUploadParts, fileUploads } from '../../db/schema.ts';

export type UploadRow = typeof fileUploads.$inferSelect;
export type NewUpload = typeof fileUploads.$inferInsert;
export type PartRow = typeof fileUploadParts.$inferSelect;

/** Queries of unfinished uploads and the parts received; the parts' bytes are the file store's. */
export function uploadsRepository(db: Db) {
  return {
    async insert(values: NewUpload): Promise<UploadRow> {
      const [row] = await db.insert(fileUploads).values(values).returning();
      return row!;
    },

    async find(customerId: string, id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(fileUploads)
        .where(and(eq(fileUploads.id, id), eq(fileUploads.customerId, customerId)));
      return row;
    },

    async openCount(customerId: string, createdBy: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(fileUploads)
        .where(and(eq(fileUploads.customerId, customerId), eq(fileUploads.createdBy, createdBy)));
      return row?.n ?? 0;
    },

    async parts(uploadId: string): Promise<PartRow[]> {
      return db
        .select()
        .from(fileUploadParts)
        .where(eq(fileUploadParts.uploadId, uploadId))
        .orderBy(asc(fileUploadParts.part));
    },

    /** Records a part (a part sent again replaces the one before). */
    async putPart(values: typeof fileUploadParts.$inferInsert): Promise<void> {
      await db
        .insert(fileUploadParts)
        .values(values)
        .onConflictDoUpdate({
          target: [fileUploadParts.uploadId, fileUploadParts.part],
          set: { size: values.size, sha256: values.sha256 },
        });
    },

    /** Moves an open upload to `completing`; false when another request got there first. */
    async claim(id: string): Promise<boolean> {
      const rows = await db
        .update(fileUploads)
        .set({ status: 'completing' })
        .where(and(eq(fileUploads.id, id), eq(fileUploads.status, 'open')))
        .returning({ id: fileUploads.id });
      return rows.length === 1;
    },

    async release(id: string): Promise<void> {
      await db.update(fileUploads).set({ status: 'open' }).where(eq(fileUploads.id, id));
    },

    /** Forgets an upload and its parts' records. */
    async delete(id: string): Promise<void> {
      await db.delete(fileUploads).where(eq(fileUploads.id, id));
    },

    async expired(now: Date, limit = 100): Promise<UploadRow[]> {
      return db.select().from(fileUploads).where(lt(fileUploads.expiresAt, now)).limit(limit);
    },
  };
}

export type UploadsRepository = ReturnType<typeof uploadsRepository>;
