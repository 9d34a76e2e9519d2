import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@shuttle-ops/domain';
import { invalidField, unsupportedMediaType } from '../../lib/http-error.ts';

/** Route schema parts every image upload shares (OpenAPI shows the multipart body). */
export const uploadSchema = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with one field `file`: a PNG, JPEG, WebP or GIF image of at most 10 MB (413 above).',
};

/** Reads the one file of a multipart upload; over 10 MB is a 413 (from @fastify/multipart). */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Send the image as multipart/form-data in a field named "file".');
  }
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part) throw invalidField('body.file', 'an image file is required');
  if (part.fieldname !== 'file') throw invalidField('body.file', 'an image file is required');
  return part.toBuffer();
}
