import type { ChecklistImage, ChecklistMaster, ChecklistTransaction } from '@shuttle-ops/domain';
import type { checklistTransactions } from './schema.ts';
import type { MasterRow, MasterVersionRow } from './masters.repository.ts';

export type TransactionRow = typeof checklistTransactions.$inferSelect;
type Linker = (id: string | null | undefined) => ChecklistImage | null;

/** The file ids a master's pictures name. */
export const masterFileIds = (row: Pick<MasterRow, 'sections'>) =>
  row.sections.flatMap((s) => s.items.map((i) => i.item_icon_or_picture));

/** The one place a master (or one of its versions) becomes its wire shape. */
export function presentMaster(
  row: MasterRow,
  link: Linker,
  version?: MasterVersionRow,
): ChecklistMaster {
  const content = version ?? row;
  const items = content.sections.flatMap((s) => s.items);
  return {
    CL_Master_ID: row.id,
    Customer_ID: row.customerId,
    name: content.name,
    description: content.description,
    version: version?.version ?? row.version,
    sections: content.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({
        ...item,
        blocking: item.blocking ?? false,
        item_icon_or_picture_link: link(item.item_icon_or_picture),
      })),
    })),
    applies_to: content.appliesTo,
    item_count: items.length,
    safety_critical_count: items.filter((i) => i.safety_critical).length,
    created_by: row.createdBy,
    create_dt: row.createdAt.toISOString(),
    update_dt: (version?.createdAt ?? row.updatedAt).toISOString(),
  };
}

/** The file ids a completed checklist names. */
export const transactionFileIds = (row: TransactionRow) => [
  ...row.answers.flatMap((a) => [a.markup_or_manual_photo, a.markup_image, a.signature]),
  ...row.noteFileIds,
];

/** The one place a completed checklist becomes its wire shape. */
export function presentTransaction(row: TransactionRow, link: Linker): ChecklistTransaction {
  return {
    CL_Transaction_ID: row.id,
    CL_Master_ID: row.masterId,
    master_version: row.masterVersion,
    master_name: row.masterName,
    Customer_ID: row.customerId,
    Vehicle_ID: row.vehicleId,
    vehicle_name: row.vehicleName,
    Service_ID: row.serviceId,
    Operator_ID: row.operatorId,
    operatorName: row.operatorName,
    completed_date: row.completedAt.toISOString(),
    started_date: row.startedAt?.toISOString() ?? null,
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    result: row.result,
    safety_critical_failed: row.safetyCriticalFailed,
    failed_items: row.failedItems,
    answers: row.answers.map((a) => ({
      item_id: a.item_id,
      section_title: a.section_title,
      label: a.label,
      type: a.type,
      safety_critical: a.safety_critical,
      value: a.value ?? null,
      comment: a.comment ?? null,
      severity: a.severity ?? null,
      failed: a.failed,
      markup_or_manual_photo: link(a.markup_or_manual_photo),
      markup_image: link(a.markup_image),
      signature: link(a.signature),
    })),
    notes: {
      text: row.notesText,
      video_or_images: row.noteFileIds.map(link).filter((l): l is ChecklistImage => l !== null),
    },
    anonymized: row.anonymizedAt !== null,
  };
}
