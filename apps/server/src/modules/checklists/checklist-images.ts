import { isVideoType, type ChecklistImage } from '@shuttle-ops/domain';
import { badRequest } from '../../lib/http-error.ts';
import type { FilesService } from '../files/index.ts';

/** A file a request refers to, and the body field that names it. */
export interface FileReference {
  field: string;
  fileId: string;
  /** The notes may hold videos; photos, markups, signatures and pictures are images. */
  videoAllowed?: boolean;
}

export const CHECKLIST_FILE_KIND = 'checklist_photo' as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isFileId = (value: string | null | undefined): value is string =>
  !!value && UUID.test(value);

/** Checklist photos, signatures and pictures: uploaded through the files module, read by signed links. */
export function checklistImages(files: FilesService) {
  return {
    /** 400 naming every field whose file is not a checklist file of this customer (or a video where an image belongs). */
    async requireOwned(customerId: string, refs: readonly FileReference[]): Promise<void> {
      if (refs.length === 0) return;
      const owned = await files.owned(
        customerId,
        CHECKLIST_FILE_KIND,
        refs.map((r) => r.fileId),
      );
      const details = refs.flatMap((r) => {
        const type = owned.get(r.fileId);
        if (type === undefined) {
          return [
            {
              field: r.field,
              message:
                'is not a file uploaded for checklists (upload it with POST checklist/photos or checklist/uploads)',
            },
          ];
        }
        if (!r.videoAllowed && isVideoType(type)) {
          return [{ field: r.field, message: 'is a video; an image belongs here' }];
        }
        return [];
      });
      if (details.length === 0) return;
      throw badRequest(
        `${details.map((d) => d.field).join(', ')}: ${details[0]!.message}.`,
        details,
      );
    },

    /** Signs the links of many files at once. */
    async linker(ids: (string | null | undefined)[]) {
      const wanted = ids.filter(isFileId);
      const links = await files.linksFor(wanted);
      return (id: string | null | undefined): ChecklistImage | null => {
        if (!isFileId(id)) return null;
        const link = links(id);
        return link ? { ...link, file_id: id } : null;
      };
    },
  };
}

export type ChecklistImages = ReturnType<typeof checklistImages>;
