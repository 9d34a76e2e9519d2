import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  MAX_OPEN_UPLOADS,
  maxUploadBytes,
  partCount,
  partLength,
  UPLOAD_PARALLEL_PARTS,
  UPLOAD_PART_BYTES,
  UPLOAD_TTL_HOURS,
  type FileKind,
  type UploadPartReceipt,
  type UploadStartBody,
  type UploadStatus,
} from '@shuttle-ops/domain';
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import type { FileStore } from './file-store.ts';
import type { FileRow } from './files.repository.ts';
import type { UploadRow, UploadsRepository } from './uploads.repository.ts';

/** Who uploads, for which customer, and what kind of file it becomes. */
export interface UploadOwner {
  customerId: string;
  kind: FileKind;
  createdBy: string | null;
}

export interface ResumableUploadsDeps {
  repo: UploadsRepository;
  store: FileStore;
  /** Checks the joined bytes and stores them as a file (415 for a type outside `allowed`). */
  save: (owner: UploadOwner, data: Buffer, allowed: readonly string[]) => Promise<FileRow>;
  now?: () => number;
}

const HOUR_MS = 3_600_000;

const partKey = (row: UploadRow, part: number) =>
  `${row.customerId}/${row.kind}/${row.id}-p${part}.part`;

const missingUpload = () =>
  notFound('No such upload: it was completed, cancelled or has expired. Start it again.');

/**
 * Files sent in parts (spec §9: 5 MB parts, 4 at a time): announced with their size, each part
 * stored as it arrives (sent again, it replaces the one before), and joined, checked and stored
 * as one file when the client completes. A broken upload resumes from the parts the server
 * holds. Unfinished uploads expire after a day.
 */
export function resumableUploads({ repo, store, save, now = Date.now }: ResumableUploadsDeps) {
  async function status(row: UploadRow): Promise<UploadStatus> {
    const parts = await repo.parts(row.id);
    return {
      upload_id: row.id,
      filename: row.filename,
      content_type: row.contentType as UploadStatus['content_type'],
      size: row.size,
      part_size: row.partSize,
      part_count: row.partCount,
      parallel_parts: UPLOAD_PARALLEL_PARTS,
      received_parts: parts.map((p) => p.part),
      expires_at: row.expiresAt.toISOString(),
    };
  }

  async function removeParts(row: UploadRow): Promise<void> {
    for (let part = 1; part <= row.partCount; part += 1) await store.delete(partKey(row, part));
  }

  async function forget(row: UploadRow): Promise<void> {
    await repo.delete(row.id);
    await removeParts(row);
  }

  async function owned(customerId: string, id: string): Promise<UploadRow> {
    const row = await repo.find(customerId, id);
    if (!row || row.expiresAt.getTime() <= now()) throw missingUpload();
    return row;
  }

  /** Removes uploads left unfinished past their day (a few at a time, as uploads start). */
  async function sweep(): Promise<void> {
    for (const row of await repo.expired(new Date(now()), 20)) await forget(row);
  }

  return {
    async start(owner: UploadOwner, body: UploadStartBody): Promise<UploadStatus> {
      const limit = maxUploadBytes(body.content_type);
      if (body.size > limit) {
        throw new HttpError(
          413,
          'PAYLOAD_TOO_LARGE',
          `body.size: a file of this type may be at most ${limit / 1024 / 1024} MB.`,
          [{ field: 'body.size', message: `at most ${limit} bytes` }],
        );
      }
      await sweep();
      const open = owner.createdBy ? await repo.openCount(owner.customerId, owner.createdBy) : 0;
      if (open >= MAX_OPEN_UPLOADS) {
        throw new HttpError(
          429,
          'TOO_MANY_UPLOADS',
          `You have ${MAX_OPEN_UPLOADS} unfinished uploads: complete or cancel one first.`,
        );
      }
      const row = await repo.insert({
        customerId: owner.customerId,
        kind: owner.kind,
        createdBy: owner.createdBy,
        filename: body.filename,
        contentType: body.content_type,
        size: body.size,
        partSize: UPLOAD_PART_BYTES,
        partCount: partCount(body.size),
        expiresAt: new Date(now() + UPLOAD_TTL_HOURS * HOUR_MS),
      });
      return status(row);
    },

    async status(customerId: string, id: string): Promise<UploadStatus> {
      return status(await owned(customerId, id));
    },

    async putPart(
      customerId: string,
      id: string,
      part: number,
      data: Buffer,
    ): Promise<UploadPartReceipt> {
      const row = await owned(customerId, id);
      if (part > row.partCount) {
        throw invalidField('params.part', `this upload has ${row.partCount} parts`);
      }
      const expected = partLength(row.size, part, row.partSize);
      if (data.length !== expected) {
        throw invalidField(
          'body',
          `part ${part} must be ${expected} bytes long (it was ${data.length})`,
        );
      }
      if (row.status !== 'open') throw beingCompleted();
      const sha256 = createHash('sha256').update(data).digest('hex');
      await store.put(partKey(row, part), data);
      const recorded = await repo.putPartWhileOpen({
        uploadId: row.id,
        part,
        size: data.length,
        sha256,
      });
      if (!recorded) {
        // Completed, cancelled or being completed since it was read. Bytes written for an upload
        // that is gone would stay forever; an upload being completed checks each part's SHA-256.
        if (await repo.find(customerId, id)) throw beingCompleted();
        await store.delete(partKey(row, part));
        throw missingUpload();
      }
      return { part, size: data.length, sha256 };
    },

    /**
     * Joins the parts, checks the bytes (`allowed` content types) and stores the file; the
     * upload is then gone. A missing part is a 409 naming it; refused bytes end the upload.
     * While it runs the upload is `completing`: parts and cancels are refused (409), and the
     * parts read are those recorded when it began, each checked against its SHA-256.
     */
    async complete(customerId: string, id: string, allowed: readonly string[]): Promise<FileRow> {
      const row = await owned(customerId, id);
      if (!(await repo.claim(row.id))) throw beingCompleted();
      let data: Buffer;
      try {
        data = await joinParts(row);
      } catch (error) {
        await repo.release(row.id);
        throw error;
      }
      let file: FileRow;
      try {
        file = await save(
          { customerId: row.customerId, kind: row.kind, createdBy: row.createdBy },
          data,
          allowed,
        );
      } catch (error) {
        // Refused bytes will not change by sending them again: the upload goes. A failure of
        // ours keeps it, so the client may complete it again.
        if (error instanceof HttpError && error.statusCode < 500) await forget(row);
        else await repo.release(row.id);
        throw error;
      }
      await forget(row);
      return file;
    },

    async abort(customerId: string, id: string): Promise<void> {
      const row = await owned(customerId, id);
      if (!(await repo.deleteIfOpen(row.id))) throw beingCompleted();
      await removeParts(row);
    },
  };

  /** The bytes of every part as recorded; a part that is missing or changed is a 409. */
  async function joinParts(row: UploadRow): Promise<Buffer> {
    const parts = new Map((await repo.parts(row.id)).map((p) => [p.part, p]));
    const missing: number[] = [];
    for (let part = 1; part <= row.partCount; part += 1) {
      if (!parts.has(part)) missing.push(part);
    }
    if (missing.length > 0) throw incomplete(missing);
    const chunks: Buffer[] = [];
    for (let part = 1; part <= row.partCount; part += 1) {
      const stream = await store.read(partKey(row, part));
      const bytes = stream ? await buffer(stream).catch(() => null) : null;
      const sha256 = bytes && createHash('sha256').update(bytes).digest('hex');
      if (!bytes || sha256 !== parts.get(part)?.sha256) {
        // Written again by a request refused while this one began: it must be sent again.
        await repo.deletePart(row.id, part);
        throw incomplete([part]);
      }
      chunks.push(bytes);
    }
    return Buffer.concat(chunks);
  }
}

const beingCompleted = () =>
  conflict(
    'The upload is being completed: wait for its answer, then read its status.',
    'UPLOAD_CLOSED',
  );

const incomplete = (missing: number[]) =>
  conflict(
    `Parts ${missing.join(', ')} have not arrived yet; send them, then complete.`,
    'UPLOAD_INCOMPLETE',
    [{ field: 'parts', message: `missing: ${missing.join(', ')}` }],
  );

export type ResumableUploads = ReturnType<typeof resumableUploads>;
