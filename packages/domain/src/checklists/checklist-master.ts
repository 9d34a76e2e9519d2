import { z } from 'zod';
import { customerIdParam, listQuery, listResponse, timestamp } from '../admin/list.ts';
import { imageLink } from '../admin/image.ts';
import { MEDIA_CONTENT_TYPES } from '../uploads/resumable-upload.ts';

/** What an item asks for (spec §7 checklist master; DVIR-style inspection items). */
export const CHECKLIST_ITEM_TYPES = [
  'pass_fail_na',
  'yes_no',
  'number',
  'text',
  'photo',
  'signature',
] as const;
export const checklistItemType = z.enum(CHECKLIST_ITEM_TYPES);
export type ChecklistItemType = z.infer<typeof checklistItemType>;

export const CHECKLIST_NAME_MAX = 120;
export const CHECKLIST_LABEL_MAX = 200;
export const CHECKLIST_SECTIONS_MAX = 30;
export const CHECKLIST_ITEMS_MAX = 100;

/**
 * An uploaded image a checklist refers to: its file id and signed links. The notes may also hold
 * videos (`video/*`, width and height 0, the thumbnail link is the video's own).
 */
export const checklistImage = imageLink.extend({
  file_id: z.uuid(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
});
export type ChecklistImage = z.infer<typeof checklistImage>;

const itemId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'use letters, digits, - and _ only');

/** An item as an editor sends it; missing ids are made by the server. */
export const checklistItemInput = z
  .object({
    item_id: itemId.optional(),
    label: z.string().trim().min(1).max(CHECKLIST_LABEL_MAX),
    instructions: z.string().trim().max(1000).nullable().optional(),
    type: checklistItemType,
    /** Must be answered before the checklist can be submitted (default yes). */
    required: z.boolean().default(true),
    /** A failure puts the vehicle out of service until an administrator clears it. */
    safety_critical: z.boolean().default(false),
    /**
     * A failure fails the checklist: the vehicle may not depart until the checklist is passed
     * again. A failed item that is neither this nor safety-critical is a defect to repair, recorded
     * with its severity; the checklist still passes.
     */
    blocking: z.boolean().default(false),
    /** Number items: the acceptable range; a reading outside it fails the item. */
    min: z.number().finite().nullable().optional(),
    max: z.number().finite().nullable().optional(),
    unit: z.string().trim().max(20).nullable().optional(),
    /** Yes/no items: the answer that passes (default yes). */
    expected: z.enum(['yes', 'no']).nullable().optional(),
    /** An icon name, or the file id of a picture uploaded through `POST checklist/photos`. */
    item_icon_or_picture: z.string().trim().max(200).nullable().optional(),
  })
  .refine((item) => item.min == null || item.max == null || item.min <= item.max, {
    message: 'the lowest acceptable value must not be above the highest',
    path: ['max'],
  });
export type ChecklistItemInput = z.infer<typeof checklistItemInput>;

export const checklistSectionInput = z.object({
  section_id: itemId.optional(),
  title: z.string().trim().min(1).max(CHECKLIST_LABEL_MAX),
  items: z.array(checklistItemInput).min(1).max(CHECKLIST_ITEMS_MAX),
});

/** Which vehicles and routes a master applies to; both empty: every vehicle of the customer. */
export const checklistAppliesTo = z.object({
  Vehicle_IDs: z.array(z.uuid()).max(500).default([]),
  Route_IDs: z.array(z.uuid()).max(500).default([]),
});
export type ChecklistAppliesTo = z.infer<typeof checklistAppliesTo>;

/** A stored item: every choice made. */
export interface ChecklistItem {
  item_id: string;
  label: string;
  instructions: string | null;
  type: ChecklistItemType;
  required: boolean;
  safety_critical: boolean;
  /** Absent in masters stored before it existed: read as false. */
  blocking: boolean;
  min: number | null;
  max: number | null;
  unit: string | null;
  expected: 'yes' | 'no' | null;
  item_icon_or_picture: string | null;
}

export interface ChecklistSection {
  section_id: string;
  title: string;
  items: ChecklistItem[];
}

const uniqueIds = (sections: z.infer<typeof checklistSectionInput>[]) => {
  const ids = sections.flatMap((s) => s.items.map((i) => i.item_id)).filter(Boolean);
  return new Set(ids).size === ids.length;
};

const masterFields = {
  Customer_ID: customerIdParam,
  name: z.string().trim().min(1).max(CHECKLIST_NAME_MAX),
  description: z.string().trim().max(1000).nullable().optional(),
  sections: z
    .array(checklistSectionInput)
    .min(1)
    .max(CHECKLIST_SECTIONS_MAX)
    .refine(uniqueIds, { message: 'two items have the same item_id' }),
  applies_to: checklistAppliesTo.optional(),
};

/** `POST checklist/master`. */
export const checklistMasterCreateBody = z.object(masterFields);
export type ChecklistMasterCreateBody = z.infer<typeof checklistMasterCreateBody>;

/** `PUT checklist/master/{CL_Master_ID}`: the whole template again; it becomes a new version. */
export const checklistMasterUpdateBody = z.object({
  ...masterFields,
  /** The version the editor started from; another version in between is a 409. */
  version: z.number().int().min(1).optional(),
});
export type ChecklistMasterUpdateBody = z.infer<typeof checklistMasterUpdateBody>;

const itemWire = z.object({
  item_id: z.string(),
  label: z.string(),
  instructions: z.string().nullable(),
  type: checklistItemType,
  required: z.boolean(),
  safety_critical: z.boolean(),
  blocking: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
  expected: z.enum(['yes', 'no']).nullable(),
  item_icon_or_picture: z.string().nullable(),
  /** Signed links of the picture when `item_icon_or_picture` is an uploaded file. */
  item_icon_or_picture_link: checklistImage.nullable(),
});
export type ChecklistItemWire = z.infer<typeof itemWire>;

export const checklistSectionWire = z.object({
  section_id: z.string(),
  title: z.string(),
  items: z.array(itemWire),
});

/** A checklist master as it is read (its current version). */
export const checklistMaster = z.object({
  CL_Master_ID: z.uuid(),
  Customer_ID: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
  sections: z.array(checklistSectionWire),
  applies_to: z.object({ Vehicle_IDs: z.array(z.uuid()), Route_IDs: z.array(z.uuid()) }),
  item_count: z.number().int(),
  safety_critical_count: z.number().int(),
  created_by: z.string(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type ChecklistMaster = z.infer<typeof checklistMaster>;

export const CHECKLIST_MASTER_SORT = ['name', 'create_dt', 'update_dt'] as const;

/** `GET checklist/master` and `GET checklist/master/search` (the list contract of ADR 0004). */
export const checklistMasterListQuery = listQuery(CHECKLIST_MASTER_SORT, 'name').extend({
  /** Masters that apply to this vehicle. */
  Vehicle_ID: z.uuid().optional(),
  /** Masters that apply to this route. */
  Route_ID: z.uuid().optional(),
});
export type ChecklistMasterListQuery = z.infer<typeof checklistMasterListQuery>;

export const checklistMasterList = listResponse(checklistMaster);

/** `GET checklist/master/{id}?version=`: an earlier version, as it was filled. */
export const checklistMasterGetQuery = z.object({
  Customer_ID: customerIdParam,
  version: z.coerce.number().int().min(1).optional(),
});
