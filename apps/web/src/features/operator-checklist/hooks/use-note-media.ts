import { CHECKLIST_NOTE_MEDIA_MAX, isVideoType, maxUploadBytes } from '@shuttle-ops/domain';
import { useCallback, useState } from 'react';
import type { NotesDraft } from '../model/checklist-draft.ts';
import { deleteImages, newImageKey, putImage } from '../model/image-store.ts';
import { mediaTypeOf } from '../model/media-types.ts';

export interface NoteMediaDeps {
  /** How many files the notes hold now. */
  attached: () => number;
  updateNotes: (change: (notes: NotesDraft) => NotesDraft) => void;
  /** Sends a file kept on the device (when the network is there). */
  retry: (key: string) => void;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The notes' text and attachments: a chosen file is checked (type, size), kept on the device
 * and sent; a removed one is forgotten.
 */
export function useNoteMedia({ attached, updateNotes, retry }: NoteMediaDeps) {
  const [problem, setProblem] = useState<string | null>(null);

  const setText = useCallback(
    (text: string) => updateNotes((notes) => ({ ...notes, text })),
    [updateNotes],
  );

  const add = useCallback(
    (file: File) => {
      const type = mediaTypeOf(file);
      if (type === null) {
        setProblem(
          `“${file.name}” was not added: only photos (PNG, JPEG, WebP, GIF) and videos (MP4, MOV, WebM) can be attached.`,
        );
        return;
      }
      if (file.size > maxUploadBytes(type)) {
        setProblem(
          `“${file.name}” was not added: it is ${megabytes(file.size)}, and a ${isVideoType(type) ? 'video' : 'photo'} may be at most ${megabytes(maxUploadBytes(type))}.`,
        );
        return;
      }
      if (attached() >= CHECKLIST_NOTE_MEDIA_MAX) {
        setProblem(`At most ${CHECKLIST_NOTE_MEDIA_MAX} photos and videos can be attached.`);
        return;
      }
      const key = newImageKey();
      putImage(key, new Blob([file], { type }))
        .then(() => {
          setProblem(null);
          const media = { key, fileId: null, video: isVideoType(type) };
          updateNotes((notes) => ({ ...notes, media: [...notes.media, media] }));
          if (navigator.onLine) retry(key);
        })
        .catch(() =>
          setProblem(
            `“${file.name}” could not be kept on this device. Free some space and try again.`,
          ),
        );
    },
    [attached, retry, updateNotes],
  );

  const remove = useCallback(
    (key: string) => {
      updateNotes((notes) => ({ ...notes, media: notes.media.filter((m) => m.key !== key) }));
      void deleteImages([key]).catch(() => undefined);
    },
    [updateNotes],
  );

  return { problem, setText, add, remove };
}
