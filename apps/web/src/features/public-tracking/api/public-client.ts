import { apiErrorBody } from '@shuttle-ops/domain';
import { ApiError, fieldIssuesOf, NETWORK_ERROR_CODE } from '../../../lib/api/api-error.ts';
import { PUBLIC_API_KEY } from '../../../lib/realtime/realtime-config.ts';

/** The read-only API of the public page (DESIGN.md): x-api-key, no sign-in. */
export const PUBLIC_API_BASE = '/public/v1';

export interface PublicSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * GET /public/v1/{path} with the public key; `customer` names another customer than the
 * platform owner. Throws ApiError like the console's client, so screens handle one error type.
 */
export async function publicGet<T>(
  path: string,
  schema: PublicSchema<T>,
  customer: string | null,
  signal?: AbortSignal,
): Promise<T> {
  const query = customer === null ? '' : `?customer=${encodeURIComponent(customer)}`;
  let response: Response;
  try {
    response = await fetch(`${PUBLIC_API_BASE}/${path}${query}`, {
      headers: { accept: 'application/json', 'x-api-key': PUBLIC_API_KEY ?? '' },
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorBody.safeParse(body);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, fieldIssuesOf(details));
    }
    throw new ApiError(
      response.status,
      `HTTP_${response.status}`,
      `The server answered ${response.status}.`,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(200, 'InvalidResponse', `The server sent an unexpected answer to ${path}.`);
  }
  return parsed.data;
}
