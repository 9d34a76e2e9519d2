import type { ChecklistMaster } from '@shuttle-ops/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  mapDraftImages,
  newDraft,
  type ChecklistDraft,
  type DraftImage,
  type ItemDraft,
  type NotesDraft,
} from '../model/checklist-draft.ts';
import { draftsKept, loadDraft, saveDraft, subscribeDraftsKept } from '../model/draft-storage.ts';

/**
 * The checklist being filled for a vehicle and master: the one kept on this device, or a new
 * one. Every change is kept on the device at once. Mount it keyed by vehicle and master.
 */
export function useChecklistDraft(
  vehicleId: string,
  master: ChecklistMaster,
  serviceId: string | null,
) {
  const [draft, setDraft] = useState<ChecklistDraft>(
    () => loadDraft(vehicleId, master.CL_Master_ID) ?? newDraft(vehicleId, master, serviceId),
  );
  const kept = useSyncExternalStore(subscribeDraftsKept, draftsKept);

  useEffect(() => {
    saveDraft(draft);
  }, [draft]);

  const updateItem = useCallback((itemId: string, patch: Partial<ItemDraft>) => {
    setDraft((current) => ({
      ...current,
      items: { ...current.items, [itemId]: { ...current.items[itemId], ...patch } },
    }));
  }, []);

  /** Records an image's upload (its upload id, then its file id), wherever the draft holds it. */
  const updateImage = useCallback((key: string, patch: Partial<DraftImage>) => {
    setDraft((current) =>
      mapDraftImages(current, (image) => (image.key === key ? { ...image, ...patch } : image)),
    );
  }, []);

  const updateNotes = useCallback((change: (notes: NotesDraft) => NotesDraft) => {
    setDraft((current) => ({
      ...current,
      notes: change(current.notes ?? { text: '', media: [] }),
    }));
  }, []);

  const requestSubmit = useCallback((requested: boolean) => {
    setDraft((current) => ({ ...current, submitRequested: requested }));
  }, []);

  return { draft, kept, updateItem, updateImage, updateNotes, requestSubmit };
}
