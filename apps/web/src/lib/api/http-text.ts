import { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';
import { errorFrom, readJson, withQuery } from './http.ts';
import type { RequestOptions } from './http.ts';

// Apart from http.ts, so the public page (which reads JSON only) does not carry it.
/** A GET whose answer is text (CSV); failures are ApiErrors as for JSON. */
export async function requestText(
  path: string,
  options: Pick<RequestOptions, 'query' | 'accessToken' | 'signal'> = {},
): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/csv, text/plain, application/json' };
  if (options.accessToken) headers['authorization'] = `Bearer ${options.accessToken}`;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: 'GET',
      headers,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached.');
  }
  if (!response.ok) throw errorFrom(response.status, await readJson(response));
  return response.text();
}
