import { API_BASE } from './api-client.ts';
import type { WireSchema } from './api-client.ts';
import type { QueryParams } from './http.ts';
import { withQuery } from './http.ts';
import { xhrSend, type UploadProgress } from './xhr-send.ts';

export type { UploadProgress };

export interface UploadRequest<T> {
  /** Under API_BASE, e.g. `checklist/photos`. */
  path: string;
  schema: WireSchema<T>;
  file: Blob;
  name: string;
  accessToken: string | null;
  onProgress: UploadProgress;
  query?: QueryParams;
  signal?: AbortSignal;
}

/** A multipart upload with the file in the field `file` (ADR 0004), with its progress. */
export function uploadWithProgress<T>({ path, file, name, query, ...rest }: UploadRequest<T>) {
  const form = new FormData();
  form.append('file', file, name);
  return xhrSend({
    ...rest,
    method: 'POST',
    url: withQuery(`${API_BASE}/${path}`, query),
    body: form,
  });
}
