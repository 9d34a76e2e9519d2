import type { ChecklistMaster } from '@shuttle-ops/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { newDraft, type ChecklistDraft, type ItemDraft } from '../model/checklist-draft.ts';
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

  /** Puts an uploaded image's file id on whichever item holds it. */
  const setFileId = useCallback((key: string, fileId: string) => {
    setDraft((current) => {
      const items = Object.fromEntries(
        Object.entries(current.items).map(([id, item]) => {
          const next = { ...item };
          for (const slot of ['photo', 'markup', 'signature'] as const) {
            if (next[slot]?.key === key) next[slot] = { key, fileId };
          }
          return [id, next];
        }),
      );
      return { ...current, items };
    });
  }, []);

  const requestSubmit = useCallback((requested: boolean) => {
    setDraft((current) => ({ ...current, submitRequested: requested }));
  }, []);

  return { draft, kept, updateItem, setFileId, requestSubmit };
}
