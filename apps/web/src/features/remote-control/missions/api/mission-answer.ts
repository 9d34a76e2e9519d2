import type { ApiErrorBody } from '@shuttle-ops/domain';
import { isApiError } from '../../../../lib/api/api-error.ts';

/**
 * Spec §8: the mission request, draft and stack calls answer the server's error body instead of
 * failing, so the panel can show what the server said next to the mission.
 */
export type MissionAnswer<T> =
  { ok: true; data: T } | { ok: false; status: number; body: ApiErrorBody };

export async function missionAnswer<T>(call: Promise<T>): Promise<MissionAnswer<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const details = error.details.length > 0 ? { details: error.details } : {};
    return {
      ok: false,
      status: error.status,
      body: { error: { code: error.code, message: error.message, ...details } },
    };
  }
}
