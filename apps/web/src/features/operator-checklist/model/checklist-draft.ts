import type { ChecklistSeverity } from '@shuttle-ops/domain';

/**
 * An image or video kept on the device (its bytes in the image store) and, once uploaded, its
 * file id. A large one is sent in parts: `uploadId` is its upload on the server, so a broken
 * upload (or a reload) resumes from the parts already there.
 */
export interface DraftImage {
  key: string;
  fileId: string | null;
  uploadId?: string | null;
}

/** A photo or video attached to the notes. */
export interface NoteMedia extends DraftImage {
  video: boolean;
}

/** The checklist's notes: text, and photos or videos attached to it. */
export interface NotesDraft {
  text: string;
  media: NoteMedia[];
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
  /** Absent in drafts kept before notes could be written. */
  notes?: NotesDraft;
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
    notes: { text: '', media: [] },
    submitRequested: false,
  };
}

const IMAGE_SLOTS = ['photo', 'markup', 'signature'] as const;

/** Every image of a draft (photos, markups, signatures, the notes' photos and videos). */
export function draftImages(draft: ChecklistDraft): DraftImage[] {
  const ofItems = Object.values(draft.items).flatMap((item) =>
    IMAGE_SLOTS.map((slot) => item[slot]).filter((image): image is DraftImage => !!image),
  );
  return [...ofItems, ...(draft.notes?.media ?? [])];
}

/** The draft with `change` applied to every image it holds (items and notes). */
export function mapDraftImages(
  draft: ChecklistDraft,
  change: (image: DraftImage) => DraftImage,
): ChecklistDraft {
  const items = Object.fromEntries(
    Object.entries(draft.items).map(([id, item]) => {
      const next = { ...item };
      for (const slot of IMAGE_SLOTS) {
        const image = next[slot];
        if (image) next[slot] = change(image);
      }
      return [id, next];
    }),
  );
  const notes = draft.notes && {
    ...draft.notes,
    media: draft.notes.media.map((media) => ({ ...change(media), video: media.video })),
  };
  return { ...draft, items, ...(notes ? { notes } : {}) };
}
