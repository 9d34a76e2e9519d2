import { randomId } from '@mantine/hooks';
import type {
  ChecklistImage,
  ChecklistItemType,
  ChecklistItemWire,
  ChecklistMaster,
} from '@shuttle-ops/domain';

/** One item as the editor holds it; the field names are the wire's, so server errors land. */
export interface ItemValues {
  /** React's key for the item while it moves around. */
  key: string;
  /** Kept from the stored item, so answers of older versions keep meaning it. */
  item_id: string | null;
  label: string;
  type: ChecklistItemType;
  required: boolean;
  safety_critical: boolean;
  blocking: boolean;
  instructions: string;
  /** Number items: empty for no limit. */
  min: number | string;
  max: number | string;
  unit: string;
  /** Yes/no items: the answer that passes. */
  expected: 'yes' | 'no';
  /** An icon name, or the `file_id` of an uploaded picture; empty for none. */
  item_icon_or_picture: string;
  /** The uploaded picture's links, to show it (not sent). */
  picture: ChecklistImage | null;
}

export interface SectionValues {
  key: string;
  section_id: string | null;
  title: string;
  items: ItemValues[];
}

export interface MasterFormValues {
  name: string;
  description: string;
  sections: SectionValues[];
  /** Both empty: every vehicle of the customer. */
  applies_to: { Vehicle_IDs: string[]; Route_IDs: string[] };
}

export function newItem(): ItemValues {
  return {
    key: randomId(),
    item_id: null,
    label: '',
    type: 'pass_fail_na',
    required: true,
    safety_critical: false,
    blocking: false,
    instructions: '',
    min: '',
    max: '',
    unit: '',
    expected: 'yes',
    item_icon_or_picture: '',
    picture: null,
  };
}

export function newSection(): SectionValues {
  return { key: randomId(), section_id: null, title: '', items: [newItem()] };
}

function itemValues(item: ChecklistItemWire): ItemValues {
  return {
    key: randomId(),
    item_id: item.item_id,
    label: item.label,
    type: item.type,
    required: item.required,
    safety_critical: item.safety_critical,
    blocking: item.blocking,
    instructions: item.instructions ?? '',
    min: item.min ?? '',
    max: item.max ?? '',
    unit: item.unit ?? '',
    expected: item.expected ?? 'yes',
    item_icon_or_picture: item.item_icon_or_picture ?? '',
    picture: item.item_icon_or_picture_link,
  };
}

/** The editor's values for a stored master, or a blank one with one section and one item. */
export function masterFormValues(master: ChecklistMaster | null): MasterFormValues {
  if (master === null) {
    return {
      name: '',
      description: '',
      sections: [newSection()],
      applies_to: { Vehicle_IDs: [], Route_IDs: [] },
    };
  }
  return {
    name: master.name,
    description: master.description ?? '',
    sections: master.sections.map((section) => ({
      key: randomId(),
      section_id: section.section_id,
      title: section.title,
      items: section.items.map(itemValues),
    })),
    applies_to: {
      Vehicle_IDs: [...master.applies_to.Vehicle_IDs],
      Route_IDs: [...master.applies_to.Route_IDs],
    },
  };
}
