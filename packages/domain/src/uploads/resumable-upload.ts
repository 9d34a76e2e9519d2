import { z } from 'zod';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../admin/image.ts';

/** Spec §9's storage defaults: uploads go in 5 MB parts, 4 at a time. */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PARALLEL_PARTS = 4;
/** A video of the checklist's notes: at most 100 MB (20 parts). */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** An unfinished upload is kept this long for its parts to arrive, then removed. */
export const UPLOAD_TTL_HOURS = 24;
/** How many unfinished uploads one user may hold at once (429 beyond). */
export const MAX_OPEN_UPLOADS = 20;

export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const MEDIA_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, ...VIDEO_CONTENT_TYPES] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

export const isVideoType = (type: string): boolean =>
  (VIDEO_CONTENT_TYPES as readonly string[]).includes(type);

/** The largest file of a content type an upload may announce. */
export const maxUploadBytes = (type: MediaContentType): number =>
  isVideoType(type) ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES;

/** How many parts a file of `size` bytes is sent in. */
export const partCount = (size: number, partSize = UPLOAD_PART_BYTES): number =>
  Math.max(1, Math.ceil(size / partSize));

/** The byte length part `part` (1-based) of a file of `size` bytes must have. */
export const partLength = (size: number, part: number, partSize = UPLOAD_PART_BYTES): number =>
  Math.min(partSize, size - (part - 1) * partSize);

/** Starting an upload: what is to be sent (the bytes decide the type when it completes). */
export const uploadStartBody = z.object({
  filename: z.string().trim().min(1).max(200),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  // Over the type's limit (maxUploadBytes) is a 413 of the server, not a malformed body.
  size: z.number().int().min(1),
});
export type UploadStartBody = z.infer<typeof uploadStartBody>;

/** An upload in progress: which parts the server holds, so a broken upload resumes. */
export const uploadStatus = z.object({
  upload_id: z.uuid(),
  filename: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  size: z.number().int(),
  part_size: z.number().int(),
  part_count: z.number().int(),
  /** How many parts a client should send at once. */
  parallel_parts: z.number().int(),
  /** The part numbers (1-based) already received, ascending. */
  received_parts: z.array(z.number().int()),
  expires_at: z.string(),
});
export type UploadStatus = z.infer<typeof uploadStatus>;

/** One part received: its number, length and SHA-256 (hex) as the server computed it. */
export const uploadPartReceipt = z.object({
  part: z.number().int(),
  size: z.number().int(),
  sha256: z.string(),
});
export type UploadPartReceipt = z.infer<typeof uploadPartReceipt>;

export const uploadParams = z.object({ upload_id: z.uuid() });
export const uploadPartParams = uploadParams.extend({
  part: z.coerce.number().int().min(1).max(partCount(MAX_VIDEO_BYTES)),
});
