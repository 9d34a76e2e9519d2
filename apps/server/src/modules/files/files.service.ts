import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileKind, ImageLink } from '@shuttle-ops/domain';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import type { FileStore } from './file-store.ts';
import { isPartKey, STORAGE_KEY } from './file-store.ts';
import type { FileRow, FilesRepository } from './files.repository.ts';
import { checkAttachment } from './documents.ts';
import { checkImage } from './images.ts';
import type { LinkSigner } from './signed-links.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export interface FilesDeps {
  repo: FilesRepository;
  store: FileStore;
  signer: LinkSigner;
  now?: () => number;
}

/** A function that answers the signed links of a file id (null for none). */
export type ImageLinks = (fileId: string | null) => ImageLink | null;

/** Uploaded images: checked, thumbnailed, stored, and read back through signed links. */
export function filesService({ repo, store, signer, now = Date.now }: FilesDeps) {
  function link(row: FileRow): ImageLink {
    const original = signer.sign(row.storageKey);
    return {
      url: original.url,
      thumbnail_url: signer.sign(row.thumbnailKey).url,
      content_type: row.contentType as ImageLink['content_type'],
      width: row.width,
      height: row.height,
      size: row.size,
      expires_at: original.expiresAt.toISOString(),
    };
  }

  return {
    link,

    /** Signs the links of many files with one query. */
    async linksFor(ids: (string | null)[]): Promise<ImageLinks> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      const rows = new Map((await repo.byIds(wanted)).map((row) => [row.id, row]));
      return (id) => {
        const row = id === null ? undefined : rows.get(id);
        return row ? link(row) : null;
      };
    },

    /** Which of these file ids are files of this kind uploaded for this customer, with their types. */
    async owned(customerId: string, kind: FileKind, ids: string[]): Promise<Map<string, string>> {
      const rows = await repo.byIds([...new Set(ids)]);
      return new Map(
        rows
          .filter((row) => row.customerId === customerId && row.kind === kind)
          .map((row) => [row.id, row.contentType]),
      );
    },

    /** Checks an upload is an image, stores it with its thumbnail and records it. */
    async save(
      customerId: string,
      kind: FileKind,
      upload: Buffer,
      createdBy: string,
    ): Promise<FileRow> {
      const image = await checkImage(upload);
      const id = randomUUID();
      const storageKey = `${customerId}/${kind}/${id}.${image.extension}`;
      const thumbnailKey = `${customerId}/${kind}/${id}-thumb.webp`;
      await store.put(storageKey, image.data);
      await store.put(thumbnailKey, image.thumbnail);
      return repo.insert({
        id,
        customerId,
        kind,
        storageKey,
        thumbnailKey,
        contentType: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
        createdBy,
      });
    },

    /**
     * Stores an attachment whose bytes are one of `allowed` (images, PDF, videos; 415
     * otherwise). A PDF or a video has no thumbnail: its thumbnail key is its own key.
     */
    async saveAttachment(
      customerId: string,
      kind: FileKind,
      upload: Buffer,
      createdBy: string | null,
      allowed: readonly string[],
    ): Promise<FileRow> {
      const file = await checkAttachment(upload, allowed);
      const id = randomUUID();
      const storageKey = `${customerId}/${kind}/${id}.${file.extension}`;
      const thumbnailKey = file.thumbnail ? `${customerId}/${kind}/${id}-thumb.webp` : storageKey;
      await store.put(storageKey, file.data);
      if (file.thumbnail) await store.put(thumbnailKey, file.thumbnail);
      return repo.insert({
        id,
        customerId,
        kind,
        storageKey,
        thumbnailKey,
        contentType: file.contentType,
        size: file.data.length,
        width: file.width,
        height: file.height,
        createdBy,
      });
    },

    /** Forgets a file and removes its bytes; a missing file is fine. */
    async discard(fileId: string | null): Promise<void> {
      if (!fileId) return;
      const row = await repo.delete(fileId);
      if (!row) return;
      await store.delete(row.storageKey);
      if (row.thumbnailKey !== row.storageKey) await store.delete(row.thumbnailKey);
    },

    /** Opens the file a signed link names: 403 when the link is forged or expired. */
    async open(
      key: string,
      expires: number,
      sig: string,
    ): Promise<{ stream: Readable; contentType: string; maxAge: number }> {
      if (!STORAGE_KEY.test(key) || isPartKey(key)) throw forbidden('The link is not valid.');
      const check = signer.check(key, expires, sig);
      if (check === 'invalid') throw forbidden('The link is not valid.');
      if (check === 'expired') throw new HttpError(403, 'LINK_EXPIRED', 'The link has expired.');
      const stream = await store.read(key);
      if (!stream) throw notFound('The file no longer exists.');
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return {
        stream,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        maxAge: Math.max(0, expires - Math.floor(now() / 1000)),
      };
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
