import type { ChecklistImage } from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import type { FilesService } from '../files/index.ts';
import { CHECKLIST_FILE_KIND } from './checklist-images.ts';

/** Uploads of checklist images through the files module (type, size and dimensions checked there). */
export function checklistPhotos(files: FilesService) {
  return {
    async upload(actor: Actor, data: Buffer): Promise<ChecklistImage> {
      const row = await files.save(
        actor.scope.customerId,
        CHECKLIST_FILE_KIND,
        data,
        actor.session.sub,
      );
      return { ...files.link(row), file_id: row.id };
    },
  };
}

export type ChecklistPhotos = ReturnType<typeof checklistPhotos>;
