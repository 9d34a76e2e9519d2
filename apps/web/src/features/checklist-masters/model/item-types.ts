import { CHECKLIST_ITEM_TYPES } from '@shuttle-ops/domain';
import type { ChecklistItemType } from '@shuttle-ops/domain';

/** What each item type asks the operator for. */
export const ITEM_TYPE_LABELS: Record<ChecklistItemType, string> = {
  pass_fail_na: 'Pass / fail / not applicable',
  yes_no: 'Yes or no',
  number: 'Number (a reading)',
  text: 'Text',
  photo: 'Photo',
  signature: 'Signature',
};

export const ITEM_TYPE_OPTIONS = CHECKLIST_ITEM_TYPES.map((type) => ({
  value: type,
  label: ITEM_TYPE_LABELS[type],
}));
