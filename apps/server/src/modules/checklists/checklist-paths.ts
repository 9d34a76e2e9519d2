/** Spec §7's checklist calls live under the versioned base only (the spec names no legacy one). */
export const CHECKLIST_BASE = '/dev/v1/checklist';
export const CHECKLIST_TAGS = ['checklists'];
