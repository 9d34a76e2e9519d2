import { useMutation } from '@tanstack/react-query';
import { useMastersApi } from './masters-api.ts';

/** Uploads an item's picture (`POST checklist/photos`, field `file`); answers its `file_id`. */
export function useUploadItemPicture() {
  const { api } = useMastersApi();
  return useMutation({ mutationFn: (file: File) => api.uploadPicture(file) });
}
