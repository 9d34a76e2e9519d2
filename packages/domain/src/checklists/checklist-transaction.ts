import { z } from 'zod';
import { customerIdParam, listQuery, listResponse, sortOrder, timestamp } from '../admin/list.ts';
import { checklistImage, checklistItemType } from './checklist-master.ts';

export const CHECKLIST_SEVERITIES = ['minor', 'major', 'critical'] as const;
export const checklistSeverity = z.enum(CHECKLIST_SEVERITIES);
export type ChecklistSeverity = z.infer<typeof checklistSeverity>;

export const CHECKLIST_RESULTS = ['passed', 'failed'] as const;
export const checklistResult = z.enum(CHECKLIST_RESULTS);
export type ChecklistResult = z.infer<typeof checklistResult>;

const fileId = z.uuid();
/** How many photos and videos the notes may hold. */
export const CHECKLIST_NOTE_MEDIA_MAX = 20;
const isoInstant = z.iso.datetime({ offset: true });

/** One answer: `value` is pass/fail/na, yes/no, a number or text, by the item's type. */
export const checklistAnswerInput = z.object({
  item_id: z.string().trim().min(1).max(64),
  value: z
    .union([z.number().finite(), z.string().trim().max(2000)])
    .nullable()
    .optional(),
  comment: z.string().trim().max(1000).nullable().optional(),
  /** How bad a defect is (for a failed item). */
  severity: checklistSeverity.nullable().optional(),
  /** The photo taken or attached (file id from `POST checklist/photos`). */
  markup_or_manual_photo: fileId.nullable().optional(),
  /** The same photo drawn on (file id). */
  markup_image: fileId.nullable().optional(),
  /** Signature items: the signature drawn, as an image (file id). */
  signature: fileId.nullable().optional(),
});
export type ChecklistAnswerInput = z.infer<typeof checklistAnswerInput>;

const submissionFields = {
  Customer_ID: customerIdParam,
  /** The master version the operator filled (a newer one is a 409). */
  version: z.number().int().min(1),
  Vehicle_ID: z.uuid(),
  Service_ID: z.uuid().nullable().optional(),
  /** When the operator began; `completed_date` is the server's time of submission. */
  started_date: isoInstant.nullable().optional(),
  location: z
    .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })
    .nullable()
    .optional(),
  answers: z.array(checklistAnswerInput).max(3000),
  notes: z
    .object({
      text: z.string().trim().max(2000).nullable().optional(),
      /** Photos and videos (file ids) attached to the notes. */
      video_or_images: z.array(fileId).max(CHECKLIST_NOTE_MEDIA_MAX).default([]),
    })
    .optional(),
};

/** `POST checklist/operator/{CL_Master_ID}`. */
export const checklistSubmissionBody = z.object(submissionFields);
export type ChecklistSubmissionBody = z.infer<typeof checklistSubmissionBody>;

/** `POST checklist/transaction`: the same with the master named in the body. */
export const checklistTransactionBody = z.object({ ...submissionFields, CL_Master_ID: z.uuid() });
export type ChecklistTransactionBody = z.infer<typeof checklistTransactionBody>;

export const checklistAnswerWire = z.object({
  item_id: z.string(),
  section_title: z.string(),
  label: z.string(),
  type: checklistItemType,
  safety_critical: z.boolean(),
  value: z.union([z.number(), z.string()]).nullable(),
  comment: z.string().nullable(),
  severity: checklistSeverity.nullable(),
  /** Whether this answer fails the item. */
  failed: z.boolean(),
  markup_or_manual_photo: checklistImage.nullable(),
  markup_image: checklistImage.nullable(),
  /** Null once anonymized. */
  signature: checklistImage.nullable(),
});
export type ChecklistAnswerWire = z.infer<typeof checklistAnswerWire>;

export const checklistFailedItem = z.object({
  item_id: z.string(),
  label: z.string(),
  safety_critical: z.boolean(),
  /** The item fails the checklist (absent in checklists completed before it existed). */
  blocking: z.boolean().optional(),
  severity: checklistSeverity.nullable(),
});
export type ChecklistFailedItem = z.infer<typeof checklistFailedItem>;

/** A completed checklist (a checklist transaction). */
export const checklistTransaction = z.object({
  CL_Transaction_ID: z.uuid(),
  CL_Master_ID: z.uuid(),
  /** The master version it was filled against. */
  master_version: z.number().int(),
  master_name: z.string(),
  Customer_ID: z.uuid(),
  Vehicle_ID: z.uuid(),
  vehicle_name: z.string(),
  Service_ID: z.uuid().nullable(),
  /** Null once anonymized. */
  Operator_ID: z.uuid().nullable(),
  operatorName: z.string().nullable(),
  completed_date: timestamp,
  started_date: timestamp.nullable(),
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  result: checklistResult,
  safety_critical_failed: z.boolean(),
  failed_items: z.array(checklistFailedItem),
  answers: z.array(checklistAnswerWire),
  notes: z.object({ text: z.string().nullable(), video_or_images: z.array(checklistImage) }),
  anonymized: z.boolean(),
});
export type ChecklistTransaction = z.infer<typeof checklistTransaction>;

export const CHECKLIST_TRANSACTION_SORT = ['completed_date'] as const;

/**
 * `GET checklist/transaction` and `GET checklist/transaction/search`: newest first by default
 * (spec §9: `sort_attributes=completed_date&sort_order=desc`).
 */
export const checklistTransactionListQuery = listQuery(
  CHECKLIST_TRANSACTION_SORT,
  'completed_date',
).extend({
  sort_order: sortOrder.default('desc'),
  CL_Master_ID: z.uuid().optional(),
  Vehicle_ID: z.uuid().optional(),
  Operator_ID: z.uuid().optional(),
  Service_ID: z.uuid().optional(),
  CL_Transaction_ID: z.uuid().optional(),
  result: checklistResult.optional(),
  /** Completed at or after. */
  from: isoInstant.optional(),
  /** Completed before. */
  to: isoInstant.optional(),
});
export type ChecklistTransactionListQuery = z.infer<typeof checklistTransactionListQuery>;

export const checklistTransactionList = listResponse(checklistTransaction);

/** `POST checklist/anonymize`: checklists completed before `before` lose names and signatures. */
export const checklistAnonymizeBody = z.object({
  Customer_ID: customerIdParam,
  /** A date (the start of that day in Europe/London) or an instant. */
  before: z.union([z.iso.date(), isoInstant]),
});
export type ChecklistAnonymizeBody = z.infer<typeof checklistAnonymizeBody>;

export const checklistAnonymized = z.object({
  before: timestamp,
  /** How many checklists were anonymized by this call. */
  Count: z.number().int(),
});
