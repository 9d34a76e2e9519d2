import type { ChecklistSeverity } from '@shuttle-ops/domain';

/** An image kept on the device (its bytes in the image store) and, once uploaded, its file id. */
export interface DraftImage {
  key: string;
  fileId: string | null;
}

/** What the operator gave for one item, as typed. */
export interface ItemDraft {
  value?: string | number | null;
  comment?: string;
  severity?: ChecklistSeverity | null;
  photo?: DraftImage | null;
  markup?: DraftImage | null;
  signature?: DraftImage | null;
}

/** A checklist being filled in on this device: one per vehicle and master. */
export interface ChecklistDraft {
  Vehicle_ID: string;
  CL_Master_ID: string;
  /** The master version the items were shown from. */
  version: number;
  Service_ID: string | null;
  started_date: string;
  items: Record<string, ItemDraft>;
  /** The operator pressed Submit; it is sent as soon as the network allows. */
  submitRequested: boolean;
}

export function newDraft(
  vehicleId: string,
  master: { CL_Master_ID: string; version: number },
  serviceId: string | null,
  now = new Date(),
): ChecklistDraft {
  return {
    Vehicle_ID: vehicleId,
    CL_Master_ID: master.CL_Master_ID,
    version: master.version,
    Service_ID: serviceId,
    started_date: now.toISOString(),
    items: {},
    submitRequested: false,
  };
}

/** Every image of a draft (photos, markups, signatures). */
export function draftImages(draft: ChecklistDraft): DraftImage[] {
  return Object.values(draft.items).flatMap((item) =>
    [item.photo, item.markup, item.signature].filter((image): image is DraftImage => !!image),
  );
}
