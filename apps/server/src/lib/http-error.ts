/** An error that becomes a JSON answer with its own status; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown, code = 'VALIDATION_ERROR') =>
  new HttpError(400, code, message, details);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHENTICATED') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'You are not permitted to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT', details?: unknown) =>
  new HttpError(409, code, message, details);
/** A 409 about one body field (a name already taken), so a form can show it beside the field. */
export const fieldConflict = (field: string, message: string, code: string) =>
  conflict(message, code, [{ field: `body.${field}`, message }]);
/** A 503: a service the answer depends on (the MQTT broker) did not confirm; retrying may help. */
export const serviceUnavailable = (code: string, message: string) =>
  new HttpError(503, code, message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** A 400 that names one field, shaped like the validation errors of the zod schemas. */
export const invalidField = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, [{ field, message }]);
