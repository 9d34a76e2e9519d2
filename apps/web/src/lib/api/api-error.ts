/** One problem the server found with the request, named by its path (`body.name`, `query.limit`). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** A failed call: the server's `{ error: { code, message, details } }`, or `NetworkError`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The fields a 400 names; empty for every other failure. */
  readonly details: readonly FieldIssue[];

  constructor(status: number, code: string, message: string, details: readonly FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const NETWORK_ERROR_CODE = 'NetworkError';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { field?: unknown }).field === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/** The field issues of an error body's `details`, ignoring anything of another shape. */
export function fieldIssuesOf(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.filter(isFieldIssue).map(({ field, message }) => ({ field, message }));
}
