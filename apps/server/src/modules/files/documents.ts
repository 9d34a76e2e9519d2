import { unsupportedMediaType } from '../../lib/http-error.ts';
import { checkImage } from './images.ts';
import { checkVideo, looksLikeVideo } from './videos.ts';

/** A checked attachment: a PDF or a video as sent, or an image as `checkImage` re-encodes it. */
export interface CheckedAttachment {
  data: Buffer;
  contentType: string;
  extension: 'pdf' | 'png' | 'jpg' | 'webp' | 'gif' | 'mp4' | 'mov' | 'webm';
  /** 0 for PDFs and videos. */
  width: number;
  height: number;
  /** A thumbnail for images; PDFs and videos have none. */
  thumbnail: Buffer | null;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes start like a PDF (the name and the declared type are not trusted). */
export const isPdf = (data: Buffer): boolean =>
  data.length > PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * Checks an attachment by its bytes: a PDF by its `%PDF-` header, a video by its container
 * (`checkVideo`), an image by `checkImage`; a type outside `allowed` (content types) is a 415.
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
  if (looksLikeVideo(data)) {
    const video = checkVideo(data);
    if (!allowed.includes(video.contentType)) throw refused();
    return { data, ...video, width: 0, height: 0, thumbnail: null };
  }
  const image = await checkImage(data).catch(() => {
    throw refused();
  });
  if (!allowed.includes(image.contentType)) throw refused();
  return image;
}
