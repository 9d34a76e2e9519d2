import { paths } from '@shuttle-ops/domain';

/** Where to go after signing in: back to the page that sent the user here, else home. */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null) return paths.home;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home;
  return from.startsWith(paths.login) ? paths.home : from;
}
