/**
 * Client-side validation with the domain's wire schemas: the same rules the server applies, with
 * messages written for people rather than zod's defaults.
 */

/** The parts of a zod 4 issue the messages use. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  expected?: string;
  input?: unknown;
}

/** A domain schema as seen from here: zod's `safeParse`. */
export interface ValidatingSchema<T = unknown> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** A readable message for one issue; `label` is the field's visible label. */
export function issueMessage(issue: SchemaIssue, label: string): string {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return min <= 1 ? `${label} is required` : `${label} needs at least ${min} characters`;
      }
      if (issue.origin === 'array') return `${label} needs at least ${min}`;
      return `${label} must be at least ${min}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} may have at most ${max} characters`;
      if (issue.origin === 'array') return `${label} may have at most ${max}`;
      return `${label} must be at most ${max}`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') {
        return `${label} is required`;
      }
      if (issue.expected === 'number' || issue.expected === 'int') {
        return `${label} must be a number`;
      }
      return `${label} is not valid`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address';
      // The domain's regular expressions carry their own wording ("must be a colour like …").
      return `${label} ${issue.message}`;
    case 'invalid_value':
      return `Choose a ${label.toLowerCase()}`;
    default:
      return issue.message;
  }
}

export interface SchemaValidatorOptions {
  /** Visible labels by form field; the message names the field. */
  labels: Readonly<Record<string, string>>;
  /** The form field an issue belongs to; by default the first segment of its path. */
  fieldOf?: (path: readonly PropertyKey[]) => string;
}

const firstSegment = (path: readonly PropertyKey[]): string => String(path[0] ?? '');

/**
 * A `validate` function for @mantine/form: builds the request body from the form values and
 * checks it with the domain schema; one message per field (the first issue found).
 */
export function schemaValidator<V>(
  schema: ValidatingSchema<unknown>,
  toBody: (values: V) => unknown,
  { labels, fieldOf = firstSegment }: SchemaValidatorOptions,
): (values: V) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field in errors) continue;
      errors[field] = issueMessage(issue, labels[field] ?? 'This field');
    }
    return errors;
  };
}

/**
 * The request body as the schema makes it (trimmed text, blank text as null). Only called after
 * the form validated with the same schema, so a failure here is a programming error.
 */
export function parseWith<T>(schema: ValidatingSchema<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error('The form was submitted without passing its validation');
  return result.data;
}

/** A NumberInput's value as a number: empty is undefined ("required"), junk is NaN. */
export function numberValue(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  return Number(value);
}
