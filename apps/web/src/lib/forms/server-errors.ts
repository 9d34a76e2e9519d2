import { isApiError, NETWORK_ERROR_CODE } from '../api/api-error.ts';

export interface ServerErrorMapping {
  /** Per form field, the server's message for it. */
  fieldErrors: Record<string, string>;
  /** What could not be put next to a field (shown in a toast), or null when everything was. */
  message: string | null;
}

export interface ServerErrorOptions {
  /** The form's fields. */
  fields: readonly string[];
  /** Error codes that name no field but clearly belong to one (409 NAME_TAKEN → name). */
  codeFields?: Readonly<Record<string, string>>;
}

const REQUEST_PARTS = new Set(['body', 'query', 'params', 'querystring']);

/**
 * The form field a server issue names: `body.name` → `name`; a nested path falls back to its
 * nearest named parent (`body.busstops.3` → `busstops`, `body.path.coordinates.0` → `path`).
 */
export function formFieldOf(issueField: string, fields: readonly string[]): string | null {
  const segments = issueField.split('.');
  if (segments.length > 1 && REQUEST_PARTS.has(segments[0] ?? '')) segments.shift();
  for (let length = segments.length; length > 0; length--) {
    const candidate = segments.slice(0, length).join('.');
    if (fields.includes(candidate)) return candidate;
  }
  return null;
}

/** A plain sentence for an error that has no field to sit next to. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR_CODE) return 'The server could not be reached. Try again.';
    return error.message;
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong.';
}

/** Splits a failed save into messages for the form's fields and the rest for a toast. */
export function mapServerError(error: unknown, options: ServerErrorOptions): ServerErrorMapping {
  if (!isApiError(error)) return { fieldErrors: {}, message: errorMessage(error) };
  const fieldErrors: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const issue of error.details) {
    const field = formFieldOf(issue.field, options.fields);
    if (field === null) unmatched.push(`${issue.field}: ${issue.message}`);
    else fieldErrors[field] ??= issue.message;
  }
  const codeField = options.codeFields?.[error.code];
  if (codeField !== undefined && options.fields.includes(codeField)) {
    fieldErrors[codeField] ??= error.message;
  }
  const placed = Object.keys(fieldErrors).length > 0;
  if (!placed) return { fieldErrors, message: errorMessage(error) };
  return { fieldErrors, message: unmatched.length > 0 ? unmatched.join('\n') : null };
}
