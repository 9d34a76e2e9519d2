/** A failed call: the server's `{ error: { code, message } }`, or `NetworkError` when unreachable. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_CODE = 'NetworkError';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
