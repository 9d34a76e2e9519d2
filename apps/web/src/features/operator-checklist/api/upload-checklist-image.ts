import { checklistImage, type ChecklistImage } from '@shuttle-ops/domain';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api/upload-with-progress.ts';

export type { UploadProgress };

/** `POST checklist/photos`: one image in the multipart field `file`, with its progress. */
export function uploadChecklistImage(
  blob: Blob,
  name: string,
  accessToken: string | null,
  onProgress: UploadProgress,
): Promise<ChecklistImage> {
  return uploadWithProgress({
    path: 'checklist/photos',
    schema: checklistImage,
    file: blob,
    name,
    accessToken,
    onProgress,
  });
}
