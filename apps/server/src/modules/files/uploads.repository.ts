import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fileUploadParts, fileUploads } from './schema.ts';
import { queryRows } from '../../lib/sql-rows.ts';

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

    /**
     * Records a part (a part sent again replaces the one before) while the upload is open; false
     * when it is being completed or is gone. The upload's row is share-locked for the statement,
     * so a `claim` waits for it and then sees the part, or the part sees the claim and is refused:
     * `complete` reads a set of parts no request changes under it.
     */
    async putPartWhileOpen(values: {
      uploadId: string;
      part: number;
      size: number;
      sha256: string;
    }): Promise<boolean> {
      const rows = await queryRows<{ part: number }>(
        db,
        sql`insert into file_upload_parts (upload_id, part, size, sha256)
            select u.id, ${values.part}::integer, ${values.size}::integer, ${values.sha256}::text
            from file_uploads u
            where u.id = ${values.uploadId}::uuid and u.status = 'open'
            for share
            on conflict (upload_id, part) do update
              set size = excluded.size, sha256 = excluded.sha256, created_at = now()
            returning part`,
      );
      return rows.length === 1;
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

    async deletePart(uploadId: string, part: number): Promise<void> {
      await db
        .delete(fileUploadParts)
        .where(and(eq(fileUploadParts.uploadId, uploadId), eq(fileUploadParts.part, part)));
    },

    /** Forgets an upload that is open (not being completed); false otherwise. */
    async deleteIfOpen(id: string): Promise<boolean> {
      const rows = await db
        .delete(fileUploads)
        .where(and(eq(fileUploads.id, id), eq(fileUploads.status, 'open')))
        .returning({ id: fileUploads.id });
      return rows.length === 1;
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
