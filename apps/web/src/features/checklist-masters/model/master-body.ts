import { checklistMasterCreateBody } from '@shuttle-ops/domain';
import { numberValue, parseWith } from '../../../lib/forms/schema-validation.ts';
import type { MasterFields } from '../api/masters-api.ts';
import type { ItemValues, MasterFormValues } from './master-form-values.ts';

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** An empty limit is no limit; anything else must read as a number. */
const limit = (value: number | string) =>
  typeof value === 'string' && value.trim() === '' ? null : numberValue(value);

/** Settings of other types are left out, as the server would drop them. */
function itemBody(item: ItemValues) {
  return {
    ...(item.item_id === null ? {} : { item_id: item.item_id }),
    label: item.label,
    type: item.type,
    required: item.required,
    safety_critical: item.safety_critical,
    // A safety-critical item fails the check anyway.
    blocking: item.safety_critical ? false : item.blocking,
    instructions: blankToNull(item.instructions),
    item_icon_or_picture: blankToNull(item.item_icon_or_picture),
    ...(item.type === 'number'
      ? { min: limit(item.min), max: limit(item.max), unit: blankToNull(item.unit) }
      : {}),
    ...(item.type === 'yes_no' ? { expected: item.expected } : {}),
  };
}

/** The request body the values make, before the domain schema checks it. */
export function masterBody(values: MasterFormValues) {
  return {
    name: values.name,
    description: blankToNull(values.description),
    sections: values.sections.map((section) => ({
      ...(section.section_id === null ? {} : { section_id: section.section_id }),
      title: section.title,
      items: section.items.map(itemBody),
    })),
    applies_to: values.applies_to,
  };
}

/** The body as the schema makes it (trimmed, defaults filled); only after validation passed. */
export function masterFields(values: MasterFormValues): MasterFields {
  const { Customer_ID: _customer, ...fields } = parseWith(
    checklistMasterCreateBody,
    masterBody(values),
  );
  return fields;
}
