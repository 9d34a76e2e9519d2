import { MEDIA_CONTENT_TYPES, type MediaContentType } from '@shuttle-ops/domain';

const EXTENSIONS: Record<MediaContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const BY_EXTENSION: Record<string, MediaContentType> = {
  ...Object.fromEntries(
    Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type as MediaContentType]),
  ),
  jpeg: 'image/jpeg',
  m4v: 'video/mp4',
};

export const extensionOf = (type: string): string => EXTENSIONS[type as MediaContentType] ?? 'bin';

/**
 * The type of a file chosen on the device: its declared type when the server takes it, else by
 * its name's extension (a phone may declare none, or `video/x-m4v`); null when neither fits.
 */
export function mediaTypeOf(file: { type: string; name?: string }): MediaContentType | null {
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  if ((MEDIA_CONTENT_TYPES as readonly string[]).includes(declared)) {
    return declared as MediaContentType;
  }
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}
