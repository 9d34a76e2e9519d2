import type { ChecklistDraft } from './checklist-draft.ts';

const PREFIX = 'shuttle-ops.checklist-draft';

/** The storage key of a draft: one per vehicle and master. */
export const draftKey = (vehicleId: string, masterId: string) =>
  `${PREFIX}.${vehicleId}.${masterId}`;

const isDraft = (value: unknown): value is ChecklistDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChecklistDraft).Vehicle_ID === 'string' &&
  typeof (value as ChecklistDraft).CL_Master_ID === 'string' &&
  typeof (value as ChecklistDraft).version === 'number' &&
  typeof (value as ChecklistDraft).items === 'object';

/** The draft kept on this device, or null (none, or unreadable). */
export function loadDraft(vehicleId: string, masterId: string): ChecklistDraft | null {
  try {
    const text = window.localStorage.getItem(draftKey(vehicleId, masterId));
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

let kept = true;
const listeners = new Set<() => void>();

/** Whether the last draft was kept (false: the device's storage is full or blocked). */
export const draftsKept = () => kept;

export function subscribeDraftsKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the draft on the device. */
export function saveDraft(draft: ChecklistDraft): void {
  let ok = true;
  try {
    window.localStorage.setItem(
      draftKey(draft.Vehicle_ID, draft.CL_Master_ID),
      JSON.stringify(draft),
    );
  } catch {
    ok = false;
  }
  if (ok === kept) return;
  kept = ok;
  for (const listener of listeners) listener();
}

export function removeDraft(vehicleId: string, masterId: string): void {
  try {
    window.localStorage.removeItem(draftKey(vehicleId, masterId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
