import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '@shuttle-ops/domain';

/** What the file picker offers (the server reads the bytes and decides again). */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

const ALLOWED: ReadonlySet<string> = new Set(IMAGE_CONTENT_TYPES);

export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG, WebP or GIF image';
export const IMAGE_SIZE_MESSAGE = `The image may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** Why an image file cannot be uploaded, or null when it can (ADR 0004: type and 10 MB). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ALLOWED.has(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
