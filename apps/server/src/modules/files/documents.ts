import { unsupportedMediaType } from '../../lib/http-error.ts';
import { checkImage } from './images.ts';

/** A checked attachment: a PDF as sent, or an image as `checkImage` re-encodes it. */
export interface CheckedAttachment {
  data: Buffer;
  contentType: string;
  extension: 'pdf' | 'png' | 'jpg' | 'webp' | 'gif';
  width: number;
  height: number;
  /** A thumbnail for images; PDFs have none. */
  thumbnail: Buffer | null;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes start like a PDF (the name and the declared type are not trusted). */
export const isPdf = (data: Buffer): boolean =>
  data.length > PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * Checks an attachment by its bytes: a PDF by its `%PDF-` header, an image by `checkImage`; a
 * type outside `allowed` (content types) is a 415.
 */
export async function checkAttachment(
  data: Buffer,
  allowed: readonly string[],
): Promise<CheckedAttachment> {
  const refused = () =>
    unsupportedMediaType(`The file is not of a supported type (${allowed.join(', ')}).`);
  if (isPdf(data)) {
    if (!allowed.includes('application/pdf')) throw refused();
    return {
      data,
      contentType: 'application/pdf',
      extension: 'pdf',
      width: 0,
      height: 0,
      thumbnail: null,
    };
  }
  const image = await checkImage(data).catch(() => {
    throw refused();
  });
  if (!allowed.includes(image.contentType)) throw refused();
  return image;
}
