import { describe, expect, it } from 'vitest';
import { isAdminScreen, isPlainNavPath, isPublicPath, paths, PUBLIC_PATHS } from './paths.ts';

describe('paths', () => {
  it('holds every route of spec §2 and the command log', () => {
    expect(Object.values(paths).sort()).toEqual(
      [
        '/',
        '/about',
        '/login',
        '/shuttle',
        '/operator',
        '/operator/playback',
        '/operator/control',
        '/operator/checklist',
        '/admin',
        '/admin/customer',
        '/admin/users',
        '/admin/vehicle',
        '/admin/route',
        '/admin/busstop',
        '/admin/incident',
        '/admin/reports',
        '/admin/checklisthistory',
        '/admin/telemetryservice',
        '/admin/announcement',
        '/admin/checklists',
        '/admin/commandlog',
        '/viewGraph',
        '/servicedashboard',
        '/realtimealerts',
        '/servicehistory',
      ].sort(),
    );
  });
});

describe('PUBLIC_PATHS', () => {
  it('are home, about, login, the shuttle tracker and the empty path', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(['', '/', '/about', '/login', '/shuttle']);
  });

  it.each([
    ['/', true],
    ['', true],
    ['/about/', true],
    ['/shuttle?route=1', true],
    ['/#features', true],
    ['/operator', false],
    ['/shuttle/1', false],
  ])('isPublicPath(%j) is %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('isPlainNavPath', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['', true],
    ['/about/', true],
    ['/#features', true],
    ['/login', false],
    ['/shuttle', false],
    ['/admin', false],
    ['/about/team', false],
  ])('%j is %s', (path, expected) => {
    expect(isPlainNavPath(path)).toBe(expected);
  });
});

describe('isAdminScreen', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/users', true],
    ['/admin/telemetryservice?x=1', true],
    ['/operator', false],
    ['/', false],
    ['', false],
    ['/administrator', false],
    ['/servicedashboard', false],
  ])('%j is %s', (path, expected) => {
    expect(isAdminScreen(path)).toBe(expected);
  });
});
