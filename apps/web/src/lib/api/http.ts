import { apiErrorBody } from '@shuttle-ops/domain';
import { ApiError, fieldIssuesOf, NETWORK_ERROR_CODE } from './api-error.ts';

/** Query-string values; undefined and empty strings are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or FormData for a multipart upload (the browser then sets the boundary). */
  body?: unknown;
  query?: QueryParams;
  /** Sent as `Authorization: Bearer <token>`. */
  accessToken?: string | null;
  signal?: AbortSignal;
}

/** The ApiError of a failed answer. */
export function errorFrom(status: number, body: unknown): ApiError {
  const parsed = apiErrorBody.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, fieldIssuesOf(details));
  }
  if (status === 413) return new ApiError(status, 'PAYLOAD_TOO_LARGE', 'The file is too large.');
  return new ApiError(status, `HTTP_${status}`, `The server answered ${status}.`);
}

/** The answer's JSON body, or undefined when it has none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `path` with the given query string appended. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  if (query === undefined) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** JSON over fetch; throws ApiError for every failure so callers handle one error type. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (options.accessToken) headers['authorization'] = `Bearer ${options.accessToken}`;

  let body: BodyInit | null = null;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) body = JSON.stringify(options.body);

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached.');
  }

  const answer = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, answer);
  return answer as T;
}
