import { checklistImage, type ChecklistImage, type MediaContentType } from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { resumableUpload } from '../../../lib/api/resumable-upload.ts';
import type { UploadProgress } from '../../../lib/api/xhr-send.ts';

export interface ChecklistMediaUpload {
  client: ApiClient;
  accessToken: string | null;
  blob: Blob;
  name: string;
  contentType: MediaContentType;
  resumeId: string | null;
  onStarted: (uploadId: string) => void;
  onProgress: UploadProgress;
}

/**
 * `checklist/uploads`: a large photo or a video in 5 MB parts, 4 at a time, resuming the upload
 * `resumeId` from the parts the server already holds.
 */
export function uploadChecklistMedia(upload: ChecklistMediaUpload): Promise<ChecklistImage> {
  const { blob, ...rest } = upload;
  return resumableUpload({
    ...rest,
    base: 'checklist/uploads',
    file: blob,
    schema: checklistImage,
  });
}
