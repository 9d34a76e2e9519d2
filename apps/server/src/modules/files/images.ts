import sharp from 'sharp';
import { THUMBNAIL_SIZE } from '@shuttle-ops/domain';
import { unsupportedMediaType } from '../../lib/http-error.ts';

const FORMATS = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
} as const;
type Format = keyof typeof FORMATS;

/** The content types stored images are served with. */
export const IMAGE_CONTENT_TYPES = Object.values(FORMATS).map((f) => f.contentType);

export interface CheckedImage {
  data: Buffer;
  contentType: (typeof FORMATS)[Format]['contentType'];
  extension: (typeof FORMATS)[Format]['extension'];
  width: number;
  height: number;
  thumbnail: Buffer;
}

const refused = () =>
  unsupportedMediaType('The file is not an image of a supported type (PNG, JPEG, WebP or GIF).');

/**
 * Trusts the bytes, not the name or the declared type: sharp reads the header (SVG, whose
 * scripts would run from our origin, is refused). Still images are re-encoded, which drops
 * metadata such as a photo's GPS position; animations are kept as sent.
 */
export async function checkImage(input: Buffer): Promise<CheckedImage> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => null);
  const format = metadata?.format as string | undefined;
  if (!metadata || !format || !(format in FORMATS) || !metadata.width || !metadata.height) {
    throw refused();
  }
  const known = FORMATS[format as Format];
  const animated = (metadata.pages ?? 1) > 1;
  try {
    const data =
      animated || format === 'gif'
        ? input
        : await sharp(input)
            .rotate()
            .toFormat(format as Format)
            .toBuffer();
    const thumbnail = await sharp(input)
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp()
      .toBuffer();
    const oriented = (metadata.orientation ?? 1) >= 5;
    return {
      data,
      ...known,
      width: oriented ? metadata.height : metadata.width,
      height: oriented ? metadata.width : metadata.height,
      thumbnail,
    };
  } catch {
    // A header that parses over a body that does not (a truncated or forged file).
    throw refused();
  }
}
