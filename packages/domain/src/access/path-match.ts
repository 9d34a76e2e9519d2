export type PathMatch = 'exact' | 'prefix';

export interface PathRule {
  readonly path: string;
  readonly match: PathMatch;
}

/** Drops the query, the hash and trailing slashes, so `/admin/users/?q=1#top` is `/admin/users`. */
export function normalizePath(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' && bare !== '' ? '/' : trimmed;
}

/** A prefix rule covers the path itself and everything beneath it, never `/adminx` for `/admin`. */
export function matchesRule(rule: PathRule, path: string): boolean {
  const target = normalizePath(path);
  if (target === rule.path) return true;
  return rule.match === 'prefix' && target.startsWith(`${rule.path}/`);
}
