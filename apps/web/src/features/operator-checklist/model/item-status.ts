import { answerFails, type ChecklistItemWire } from '@shuttle-ops/domain';
import type { ItemDraft } from './checklist-draft.ts';
import { answerOf } from './build-submission.ts';

/** Whether the operator gave what the item asks for (images count once taken, even unsent). */
export function isAnswered(item: ChecklistItemWire, draft: ItemDraft | undefined): boolean {
  if (!draft) return false;
  if (item.type === 'photo') return !!draft.photo;
  if (item.type === 'signature') return !!draft.signature;
  const value = typeof draft.value === 'string' ? draft.value.trim() : draft.value;
  return value !== undefined && value !== null && value !== '';
}

/** Whether the answer fails the item, by the same rule as the server. */
export function isFailing(item: ChecklistItemWire, draft: ItemDraft | undefined): boolean {
  return answerFails(item, answerOf(item, draft));
}

/** The range of a number item in words: "30–100 %", "at least 5", or null without one. */
export function rangeText(item: ChecklistItemWire): string | null {
  const unit = item.unit ? ` ${item.unit}` : '';
  if (item.min !== null && item.max !== null) return `${item.min}–${item.max}${unit}`;
  if (item.min !== null) return `at least ${item.min}${unit}`;
  if (item.max !== null) return `at most ${item.max}${unit}`;
  return null;
}

/** The message for a required item left without an answer. */
export function missingMessage(item: ChecklistItemWire): string {
  if (item.type === 'photo') return 'Take a photo: this item needs one.';
  if (item.type === 'signature') return 'Sign here: this item needs a signature.';
  return 'This item needs an answer.';
}
