import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';
import { fileKinds } from '../../db/schema/platform.ts';
import { randomId } from '../../db/schema/columns.ts';
import { customerRef } from '../../db/schema/platform.ts';

// Resumable uploads: a file announced, then sent in parts (spec §9: 5 MB parts, 4 at a time);
// the parts' bytes are in the file store until the upload completes into a file.

export const fileUploads = pgTable(
  'file_uploads',
  {
    id: randomId(),
    customerId: customerRef(),
    kind: text('kind', { enum: fileKinds }).notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    partSize: integer('part_size').notNull(),
    partCount: integer('part_count').notNull(),
    /** `open` while parts arrive, `completing` while they are joined and checked. */
    status: text('status', { enum: ['open', 'completing'] })
      .notNull()
      .default('open'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('file_uploads_creator_idx').on(t.customerId, t.createdBy),
    index('file_uploads_expiry_idx').on(t.expiresAt),
  ],
);

export const fileUploadParts = pgTable(
  'file_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => fileUploads.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.part] })],
);
