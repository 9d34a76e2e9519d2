import { useCallback, useRef, useState } from 'react';
import { useSessionStore } from '../../../lib/auth/session-context.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import { uploadChecklistImage } from '../api/upload-checklist-image.ts';
import { getImage } from '../model/image-store.ts';

export interface UploadState {
  /** 0 to 1. */
  progress: number;
  error: string | null;
  done: boolean;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Sends the images kept on the device (`POST checklist/photos`), one request per image at a
 * time, with each one's progress and error; `upload` answers the file id.
 */
export function useImageUploads(onUploaded: (key: string, fileId: string) => void) {
  const session = useSessionStore();
  const [states, setStates] = useState<Record<string, UploadState>>({});
  const running = useRef(new Map<string, Promise<string>>());
  const uploaded = useLatest(onUploaded);

  const upload = useCallback(
    (key: string): Promise<string> => {
      const already = running.current.get(key);
      if (already) return already;
      const set = (state: UploadState) => setStates((all) => ({ ...all, [key]: state }));
      const attempt = (async () => {
        set({ progress: 0, error: null, done: false });
        try {
          const blob = await getImage(key);
          if (!blob) throw new Error('This image is no longer on this device: take it again.');
          const name = `${key}.${EXTENSIONS[blob.type] ?? 'png'}`;
          const image = await uploadChecklistImage(blob, name, session.accessToken(), (p) =>
            set({ progress: p, error: null, done: false }),
          );
          uploaded.current(key, image.file_id);
          set({ progress: 1, error: null, done: true });
          return image.file_id;
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
    [session, uploaded],
  );

  return { states, upload };
}
