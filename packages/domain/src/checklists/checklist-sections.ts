import type { z } from 'zod';
import type { ChecklistItem, ChecklistSection, checklistSectionInput } from './checklist-master.ts';

type SectionInput = z.infer<typeof checklistSectionInput>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'item';

/** A free id based on `base`: `base`, `base-2`, `base-3`… */
function freeId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * A master's sections as stored: every choice made, ids kept where the editor sent them (so
 * answers of older versions keep meaning the same item) and made from the labels where not.
 * Type-specific settings are dropped from items of other types.
 */
export function normalizeChecklistSections(sections: readonly SectionInput[]): ChecklistSection[] {
  const sectionIds = new Set(sections.flatMap((s) => (s.section_id ? [s.section_id] : [])));
  const itemIds = new Set(
    sections.flatMap((s) => s.items.flatMap((i) => (i.item_id ? [i.item_id] : []))),
  );
  return sections.map((section) => ({
    section_id: section.section_id ?? freeId(slug(section.title), sectionIds),
    title: section.title,
    items: section.items.map((item): ChecklistItem => ({
      item_id: item.item_id ?? freeId(slug(item.label), itemIds),
      label: item.label,
      instructions: item.instructions || null,
      type: item.type,
      required: item.required,
      safety_critical: item.safety_critical,
      blocking: item.blocking,
      min: item.type === 'number' ? (item.min ?? null) : null,
      max: item.type === 'number' ? (item.max ?? null) : null,
      unit: item.type === 'number' ? item.unit || null : null,
      expected: item.type === 'yes_no' ? (item.expected ?? 'yes') : null,
      item_icon_or_picture: item.item_icon_or_picture || null,
    })),
  }));
}

/** Whether a master with these targets applies to a vehicle running (or about to run) a route. */
export function checklistApplies(
  appliesTo: { Vehicle_IDs: readonly string[]; Route_IDs: readonly string[] },
  vehicleId: string,
  routeId?: string | null,
): boolean {
  if (appliesTo.Vehicle_IDs.length === 0 && appliesTo.Route_IDs.length === 0) return true;
  return (
    appliesTo.Vehicle_IDs.includes(vehicleId) ||
    (routeId != null && appliesTo.Route_IDs.includes(routeId))
  );
}
