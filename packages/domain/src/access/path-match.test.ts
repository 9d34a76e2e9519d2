import { describe, expect, it } from 'vitest';
import { matchesRule, normalizePath } from './path-match.ts';

describe('normalizePath', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/users/', '/admin/users'],
    ['/admin/users//', '/admin/users'],
    ['/admin/users?page=2', '/admin/users'],
    ['/admin/users/#top', '/admin/users'],
    ['/admin/users?tab=a#b', '/admin/users'],
    ['/', '/'],
    ['//', '/'],
    ['/#features', '/'],
    ['/?q=1', '/'],
    ['', ''],
    ['?q=1', ''],
  ])('%j becomes %j', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });
});

describe('matchesRule', () => {
  const exact = { path: '/servicedashboard', match: 'exact' } as const;
  const prefix = { path: '/viewGraph', match: 'prefix' } as const;

  it('matches an exact rule only on its own path', () => {
    expect(matchesRule(exact, '/servicedashboard')).toBe(true);
    expect(matchesRule(exact, '/servicedashboard/?x=1')).toBe(true);
    expect(matchesRule(exact, '/servicedashboard/1')).toBe(false);
    expect(matchesRule(exact, '/ServiceDashboard')).toBe(false);
  });

  it('matches a prefix rule on its path and beneath it, not on longer names', () => {
    expect(matchesRule(prefix, '/viewGraph')).toBe(true);
    expect(matchesRule(prefix, '/viewGraph/vehicle-1/speed')).toBe(true);
    expect(matchesRule(prefix, '/viewGraphs')).toBe(false);
    expect(matchesRule(prefix, '/viewgraph')).toBe(false);
  });
});
