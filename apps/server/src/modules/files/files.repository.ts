import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { files } from '../../db/schema/platform.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

/** Queries of the uploaded-file records; the bytes are the file store's. */
export function filesRepository(db: Db) {
  return {
    async insert(values: NewFile): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },
    async byIds(ids: string[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(files).where(inArray(files.id, ids));
    },
    async delete(id: string): Promise<FileRow | undefined> {
      const [row] = await db.delete(files).where(eq(files.id, id)).returning();
      return row;
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
