import { isVideoType, UPLOAD_PART_BYTES, type MediaContentType } from '@shuttle-ops/domain';
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { useSessionStore } from '../../../lib/auth/session-context.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import { uploadChecklistImage } from '../api/upload-checklist-image.ts';
import { uploadChecklistMedia } from '../api/upload-checklist-media.ts';
import type { DraftImage } from '../model/checklist-draft.ts';
import { getImage } from '../model/image-store.ts';
import { extensionOf } from '../model/media-types.ts';

export interface UploadState {
  /** 0 to 1. */
  progress: number;
  error: string | null;
  done: boolean;
}

/** The draft's images by key, and how to record an upload's progress in the draft. */
export interface UploadsDeps {
  imageOf: (key: string) => DraftImage | undefined;
  updateImage: (key: string, patch: Partial<DraftImage>) => void;
}

/**
 * Sends the images and videos kept on the device, each with its progress and error; `upload`
 * answers the file id. A photo of up to 5 MB goes in one request (`POST checklist/photos`);
 * a larger one, and every video, in 5 MB parts that resume after a broken connection or a
 * reload (`checklist/uploads`).
 */
export function useImageUploads({ imageOf, updateImage }: UploadsDeps) {
  const session = useSessionStore();
  const client = useApiClient();
  const [states, setStates] = useState<Record<string, UploadState>>({});
  const running = useRef(new Map<string, Promise<string>>());
  const deps = useLatest({ imageOf, updateImage });

  const send = useCallback(
    async (key: string, blob: Blob, onProgress: (share: number) => void): Promise<string> => {
      const name = `${key}.${extensionOf(blob.type)}`;
      if (blob.size <= UPLOAD_PART_BYTES && !isVideoType(blob.type)) {
        const image = await uploadChecklistImage(blob, name, session.accessToken(), onProgress);
        return image.file_id;
      }
      const media = await uploadChecklistMedia({
        client,
        accessToken: session.accessToken(),
        blob,
        name,
        contentType: blob.type as MediaContentType,
        resumeId: deps.current.imageOf(key)?.uploadId ?? null,
        onStarted: (uploadId) => deps.current.updateImage(key, { uploadId }),
        onProgress,
      });
      return media.file_id;
    },
    [client, deps, session],
  );

  const upload = useCallback(
    (key: string): Promise<string> => {
      const already = running.current.get(key);
      if (already) return already;
      const set = (state: UploadState) => setStates((all) => ({ ...all, [key]: state }));
      const attempt = (async () => {
        set({ progress: 0, error: null, done: false });
        try {
          const blob = await getImage(key);
          if (!blob) throw new Error('This file is no longer on this device: add it again.');
          const fileId = await send(key, blob, (p) =>
            set({ progress: p, error: null, done: false }),
          );
          deps.current.updateImage(key, { fileId, uploadId: null });
          set({ progress: 1, error: null, done: true });
          return fileId;
        } catch (error) {
          set({ progress: 0, error: errorMessage(error), done: false });
          throw error;
        } finally {
          running.current.delete(key);
        }
      })();
      running.current.set(key, attempt);
      return attempt;
    },
    [deps, send],
  );

  return { states, upload };
}
