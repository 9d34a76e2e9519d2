import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@shuttle-ops/domain';
import { HttpError, invalidField, unsupportedMediaType } from './http-error.ts';

/** Route schema parts every image upload shares (OpenAPI shows the multipart body). */
export const uploadSchema = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with one field `file`: a PNG, JPEG, WebP or GIF image of at most 10 MB (413 above); an empty file or a cut-short upload is a 400 naming body.file.',
};

const cutShort = () => invalidField('body.file', 'the upload was cut short');

/** Errors of @fastify/multipart that carry their own client status (413 above 10 MB…). */
const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof HttpError || (typeof status === 'number' && status < 500);
};

/** One uploaded file: its bytes and the name it was sent with. */
export interface UploadedFile {
  data: Buffer;
  filename: string;
}

/**
 * Reads the one file of a multipart upload with its name; over 10 MB is a 413 (from
 * @fastify/multipart). A body that ends before its closing boundary, or cannot be parsed, is a
 * 400 on body.file.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Send the file as multipart/form-data in a field named "file".');
  }
  let data: Buffer;
  let filename: string;
  try {
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!part) throw invalidField('body.file', 'a file is required');
    if (part.fieldname !== 'file') throw invalidField('body.file', 'a file is required');
    data = await part.toBuffer();
    filename = part.filename;
  } catch (error) {
    if (isClientError(error)) throw error;
    throw cutShort();
  }
  if (data.length === 0) throw invalidField('body.file', 'the file is empty');
  return { data, filename };
}

/** Reads the bytes of the one file of a multipart upload (see `readUploadedFile`). */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadedFile(request)).data;
}
