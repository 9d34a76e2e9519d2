import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '@shuttle-ops/domain';

/** What the file picker offers (the server reads the bytes and decides again). */
export const PICTURE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

const ALLOWED: ReadonlySet<string> = new Set(IMAGE_CONTENT_TYPES);
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a picture cannot be uploaded, or null when it can (type, and at most 10 MB). */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ALLOWED.has(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image';
  if (file.size > MAX_UPLOAD_BYTES) {
    return `The image may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
  }
  return null;
}

/** An item's `item_icon_or_picture` names an uploaded picture (a file id), not an icon. */
export const isPictureId = (value: string) => FILE_ID.test(value.trim());
