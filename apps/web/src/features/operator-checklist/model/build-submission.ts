import type {
  ChecklistAnswerInput,
  ChecklistItemWire,
  ChecklistMaster,
  ChecklistSubmissionBody,
} from '@shuttle-ops/domain';
import type { ChecklistDraft, ItemDraft } from './checklist-draft.ts';

export type Location = { lat: number; lon: number } | null;

/** An item's draft as the wire answer (images by file id), or null when nothing was given. */
export function answerOf(
  item: ChecklistItemWire,
  draft: ItemDraft | undefined,
): ChecklistAnswerInput | null {
  if (!draft) return null;
  const answer: ChecklistAnswerInput = { item_id: item.item_id };
  const value = typeof draft.value === 'string' ? draft.value.trim() : draft.value;
  if (value !== undefined && value !== null && value !== '') answer.value = value;
  const comment = draft.comment?.trim();
  if (comment) answer.comment = comment;
  if (draft.severity) answer.severity = draft.severity;
  if (item.type === 'photo' && draft.photo?.fileId) {
    answer.markup_or_manual_photo = draft.photo.fileId;
    if (draft.markup?.fileId) answer.markup_image = draft.markup.fileId;
  }
  if (item.type === 'signature' && draft.signature?.fileId) {
    answer.signature = draft.signature.fileId;
  }
  return Object.keys(answer).length > 1 ? answer : null;
}

/** `POST checklist/operator/{CL_Master_ID}`: the draft's answers, item by item in master order. */
export function buildSubmission(
  master: ChecklistMaster,
  draft: ChecklistDraft,
  location: Location,
): ChecklistSubmissionBody {
  const answers = master.sections
    .flatMap((section) => section.items)
    .map((item) => answerOf(item, draft.items[item.item_id]))
    .filter((answer): answer is ChecklistAnswerInput => answer !== null);
  const text = draft.notes?.text.trim() ?? '';
  const media = (draft.notes?.media ?? []).flatMap((image) => (image.fileId ? [image.fileId] : []));
  return {
    version: draft.version,
    Vehicle_ID: draft.Vehicle_ID,
    Service_ID: draft.Service_ID,
    started_date: draft.started_date,
    location,
    answers,
    ...(text !== '' || media.length > 0
      ? { notes: { text: text === '' ? null : text, video_or_images: media } }
      : {}),
  };
}
