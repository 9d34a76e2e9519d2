import { apiErrorBody, checklistImage, type ChecklistImage } from '@shuttle-ops/domain';
import { API_BASE } from '../../../lib/api/api-client.ts';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api/api-error.ts';

/** The share of the bytes sent so far, 0 to 1. */
export type UploadProgress = (sent: number) => void;

function failure(xhr: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    body = undefined;
  }
  const parsed = apiErrorBody.safeParse(body);
  if (parsed.success) {
    return new ApiError(xhr.status, parsed.data.error.code, parsed.data.error.message);
  }
  return new ApiError(xhr.status, `HTTP_${xhr.status}`, `The server answered ${xhr.status}.`);
}

/**
 * `POST checklist/photos`: one image in the multipart field `file`. XMLHttpRequest rather than
 * fetch, because only it reports the upload's progress.
 */
export function uploadChecklistImage(
  blob: Blob,
  name: string,
  accessToken: string | null,
  onProgress: UploadProgress,
): Promise<ChecklistImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/checklist/photos`);
    xhr.setRequestHeader('accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, 'The photo could not be sent.'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr));
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      const parsed = checklistImage.safeParse(body);
      if (!parsed.success) {
        return reject(
          new ApiError(200, 'InvalidResponse', 'The server sent an unexpected answer.'),
        );
      }
      onProgress(1);
      resolve(parsed.data);
    };
    const form = new FormData();
    form.append('file', blob, name);
    xhr.send(form);
  });
}
