import { apiErrorBody } from '@shuttle-ops/domain';
import type { WireSchema } from './api-client.ts';
import { ApiError, fieldIssuesOf, NETWORK_ERROR_CODE } from './api-error.ts';

/** The share of the bytes sent so far, 0 to 1. */
export type UploadProgress = (sent: number) => void;

function readBody(xhr: XMLHttpRequest): unknown {
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

function failure(xhr: XMLHttpRequest): ApiError {
  const parsed = apiErrorBody.safeParse(readBody(xhr));
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(xhr.status, code, message, fieldIssuesOf(details));
  }
  if (xhr.status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large.');
  return new ApiError(xhr.status, `HTTP_${xhr.status}`, `The server answered ${xhr.status}.`);
}

export interface XhrRequest<T> {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  accessToken: string | null;
  schema: WireSchema<T>;
  onProgress: UploadProgress;
  signal?: AbortSignal;
}

/**
 * Sends bytes with XMLHttpRequest rather than fetch, because only it reports an upload's
 * progress. Answers the parsed JSON; an error answer is an ApiError, a lost network one with
 * `NETWORK_ERROR_CODE`.
 */
export function xhrSend<T>({
  method,
  url,
  body,
  headers = {},
  accessToken,
  schema,
  onProgress,
  signal,
}: XhrRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, 'The file could not be sent.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr));
      const parsed = schema.safeParse(readBody(xhr));
      if (!parsed.success) {
        return reject(
          new ApiError(200, 'InvalidResponse', 'The server sent an unexpected answer.'),
        );
      }
      onProgress(1);
      resolve(parsed.data);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
