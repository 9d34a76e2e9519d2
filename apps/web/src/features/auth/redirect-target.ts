import { canAccess, landingFor, paths } from '@shuttle-ops/domain';
import type { SessionFlags } from '@shuttle-ops/domain';
import { ACCESS_OPTIONS } from '../../config/access-options.ts';

/** The page that sent the user to sign in (`state.from`), if it is one of this site's pages. */
function origin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from.startsWith(paths.login) ? null : from;
}

/**
 * Where to go after signing in: back to the page that asked for it when the session may open it,
 * else the role's work screen (the landing table of the domain package).
 */
export function redirectTarget(state: unknown, session: SessionFlags): string {
  const from = origin(state);
  if (from !== null && canAccess(session, from, ACCESS_OPTIONS)) return from;
  return landingFor(session);
}
