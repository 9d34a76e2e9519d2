import { ApiError, NETWORK_ERROR_CODE } from '../api/api-error.ts';
import { GRAPHQL_PATH } from './realtime-config.ts';
import { REALTIME_MESSAGES } from './realtime-messages.ts';
import type { GraphqlRequest } from './realtime-types.ts';

export interface GraphqlHttpOptions {
  apiKey: string | null;
  /** The user's access token, sent as `x-token` (spec §6: telemetry, alert and location reads). */
  token: string | null;
  signal?: AbortSignal | undefined;
}

export const GRAPHQL_ERROR_CODE = 'GraphQLError';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first error's message and its `extensions.code` (a refusal's own, e.g. CHECKLIST_REQUIRED). */
function firstError(body: unknown): { message: string; code: string } | null {
  if (!isRecord(body) || !Array.isArray(body['errors'])) return null;
  const [first] = body['errors'] as unknown[];
  if (first === undefined) return null;
  if (!isRecord(first)) return { message: 'Error', code: GRAPHQL_ERROR_CODE };
  const message = typeof first['message'] === 'string' ? first['message'] : 'Error';
  const extensions = first['extensions'];
  const code =
    isRecord(extensions) && typeof extensions['code'] === 'string'
      ? extensions['code']
      : GRAPHQL_ERROR_CODE;
  return { message, code };
}

/**
 * A GraphQL query or mutation over HTTP POST with `x-api-key` and `x-token`; answers its `data`.
 * Every failure is an ApiError, like the REST client's, so screens handle one error type.
 */
export async function graphqlRequest(
  request: GraphqlRequest,
  options: GraphqlHttpOptions,
): Promise<Record<string, unknown>> {
  if (!options.apiKey) throw new ApiError(0, 'NoApiKey', REALTIME_MESSAGES.noApiKey);
  if (!options.token) throw new ApiError(401, 'NoCurrentUser', REALTIME_MESSAGES.noCurrentUser);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-api-key': options.apiKey,
        'x-token': options.token,
      },
      body: JSON.stringify(request),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached.');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = firstError(body);
  if (error !== null) throw new ApiError(response.status, error.code, error.message);
  if (!response.ok || !isRecord(body) || !isRecord(body['data'])) {
    throw new ApiError(
      response.status,
      `HTTP_${response.status}`,
      `The server answered ${response.status}.`,
    );
  }
  return body['data'];
}
