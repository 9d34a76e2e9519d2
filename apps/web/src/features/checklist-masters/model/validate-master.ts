import { checklistMasterCreateBody } from '@shuttle-ops/domain';
import { issueMessage } from '../../../lib/forms/schema-validation.ts';
import type { SchemaIssue } from '../../../lib/forms/schema-validation.ts';
import { masterBody } from './master-body.ts';
import type { MasterFormValues } from './master-form-values.ts';

/** Visible labels by the last segment of a field's path. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  description: 'Description',
  title: 'Section title',
  label: 'Label',
  instructions: 'Instructions',
  min: 'Lowest acceptable value',
  max: 'Highest acceptable value',
  unit: 'Unit',
  item_icon_or_picture: 'Icon name',
};

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function messageFor(issue: SchemaIssue, last: string): string {
  if (last === 'sections' && issue.code === 'too_small') return 'Add at least one section';
  if (last === 'items' && issue.code === 'too_small') return 'Add at least one item';
  if (issue.code === 'custom') return sentence(issue.message);
  return issueMessage(issue, FIELD_LABELS[last] ?? 'This field');
}

/**
 * The domain schema's rules, the server's own, with messages for people; each message sits on
 * its field's path (`sections.0.items.2.label`), the first one found per field.
 */
export function validateMaster(values: MasterFormValues): Record<string, string> {
  const result = checklistMasterCreateBody.safeParse(masterBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field in errors) continue;
    errors[field] = messageFor(issue, String(issue.path.at(-1) ?? ''));
  }
  return errors;
}

const ITEM_FIELDS = [
  'label',
  'type',
  'required',
  'safety_critical',
  'instructions',
  'min',
  'max',
  'unit',
  'expected',
  'item_icon_or_picture',
] as const;

/** The form's fields, to place the server's field errors (`body.sections.0.title`). */
export function masterFieldPaths(values: MasterFormValues): string[] {
  return [
    'name',
    'description',
    'sections',
    'applies_to.Vehicle_IDs',
    'applies_to.Route_IDs',
    ...values.sections.flatMap((section, s) => [
      `sections.${s}.title`,
      `sections.${s}.items`,
      ...section.items.flatMap((_, i) => ITEM_FIELDS.map((f) => `sections.${s}.items.${i}.${f}`)),
    ]),
  ];
}
