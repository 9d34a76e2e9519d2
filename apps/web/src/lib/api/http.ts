import { apiErrorBody } from '@shuttle-ops/domain';
import { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  accessToken?: string | null;
  signal?: AbortSignal;
}

function errorFrom(status: number, body: unknown): ApiError {
  const parsed = apiErrorBody.safeParse(body);
  if (parsed.success)
    return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(status, `HTTP_${status}`, `The server answered ${status}.`);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON over fetch; throws ApiError for every failure so callers handle one error type. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.accessToken) headers['authorization'] = `Bearer ${options.accessToken}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached.');
  }

  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, body);
  return body as T;
}
