import { describe, expect, it } from 'vitest';
import { demoSessions } from './demo-sessions.fixture.ts';
import { paths } from './paths.ts';
import { canAccess, ROUTE_ACCESS } from './route-access.ts';
import type { SessionFlags } from './session.ts';

// Columns, in order; `anon` is a visitor who is not signed in.
const COLUMNS: readonly [string, SessionFlags | null][] = [
  ['admin', demoSessions.admin],
  ['contentManager', demoSessions.contentManager],
  ['operator', demoSessions.operator],
  ['serviceManager', demoSessions.serviceManager],
  ['remoteOperator', demoSessions.remoteOperator],
  ['customerAdmin', demoSessions.customerAdmin],
  ['campusOperator', demoSessions.campusOperator],
  ['campusRemoteOperator', demoSessions.campusRemoteOperator],
  ['noGroups', demoSessions.noGroups],
  ['anon', null],
];

const Y = true;
const N = false;

// Expected access, written out by hand from spec §6 and docs/decisions/0002-role-tables.md.
// prettier-ignore
const EXPECTED: readonly [string, ...boolean[]][] = [
  //                           adm cm  op  sm  ro  ca  cop cro none anon
  ['/',                         Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
  ['/about',                    Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
  ['/login',                    Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
  ['/shuttle',                  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
  ['',                          Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
  ['/operator',                 N,  N,  Y,  Y,  Y,  N,  Y,  Y,  N,  N],
  ['/operator/playback',        Y,  N,  Y,  Y,  Y,  Y,  Y,  Y,  N,  N],
  ['/operator/control',         N,  N,  N,  N,  Y,  N,  N,  Y,  N,  N],
  ['/operator/checklist',       N,  N,  Y,  Y,  Y,  N,  Y,  Y,  N,  N],
  ['/admin',                    Y,  Y,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/customer',           Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/users',              Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/vehicle',            Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/route',              Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/busstop',            Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/incident',           Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/reports',            Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/admin/checklisthistory',   Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/admin/telemetryservice',   Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/admin/announcement',       Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  N],
  ['/admin/checklists',         Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/commandlog',         Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/viewGraph',                Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/servicedashboard',         Y,  N,  Y,  Y,  Y,  Y,  Y,  Y,  N,  N],
  ['/realtimealerts',           Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/servicehistory',           Y,  N,  Y,  Y,  Y,  Y,  Y,  Y,  N,  N],
  // Beneath prefix rules, and only beneath them.
  ['/viewGraph/vehicle-1',      Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/realtimealerts/42',        Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/admin/route/7',            Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/admin/announcement/3',     Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/operator/checklist/5',     N,  N,  N,  N,  N,  N,  N,  N,  N,  N],
  ['/servicedashboard/1',       N,  N,  N,  N,  N,  N,  N,  N,  N,  N],
  ['/administrator',            N,  N,  N,  N,  N,  N,  N,  N,  N,  N],
  ['/viewGraphs',               N,  N,  N,  N,  N,  N,  N,  N,  N,  N],
  ['/viewgraph',                N,  N,  N,  N,  N,  N,  N,  N,  N,  N],
  ['/nowhere',                  N,  N,  N,  N,  N,  N,  N,  N,  N,  N],
  // Query, hash and trailing slash are ignored.
  ['/operator/?tab=1',          N,  N,  Y,  Y,  Y,  N,  Y,  Y,  N,  N],
  ['/admin/users/#top',         Y,  N,  N,  N,  N,  Y,  N,  N,  N,  N],
  ['/realtimealerts?level=2',   Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  N],
  ['/#features',                Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
  ['/shuttle?route=1',          Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
];

const cases = EXPECTED.flatMap(([path, ...row]) =>
  COLUMNS.map(([role, session], column) => ({ path, role, session, expected: row[column] })),
);

describe('canAccess', () => {
  it('has a full row for every route constant', () => {
    const rows = new Set(EXPECTED.map(([path]) => path));
    for (const path of Object.values(paths)) expect(rows).toContain(path);
    for (const [path, ...row] of EXPECTED)
      expect([path, row.length]).toEqual([path, COLUMNS.length]);
  });

  it.each(cases)('$role on $path: $expected', ({ session, path, expected }) => {
    expect(canAccess(session, path)).toBe(expected);
  });

  it('opens /admin/incident to a service manager only when an administrator switched it on', () => {
    const on = { serviceManagerIncidents: true };
    expect(canAccess(demoSessions.serviceManager, paths.adminIncident)).toBe(false);
    expect(canAccess(demoSessions.serviceManager, paths.adminIncident, on)).toBe(true);
    expect(canAccess(demoSessions.serviceManager, '/admin/incident/7', on)).toBe(false);
    expect(canAccess(demoSessions.serviceManager, paths.adminVehicle, on)).toBe(false);
    // Nobody else gains or loses anything by it.
    for (const [path, ...row] of EXPECTED) {
      COLUMNS.forEach(([role, session], column) => {
        if (role === 'serviceManager' && path === paths.adminIncident) return;
        expect([role, path, canAccess(session, path, on)]).toEqual([role, path, row[column]]);
      });
    }
  });

  it('lets several roles add up', () => {
    const both = { ...demoSessions.contentManager, isOperator: true };
    expect(canAccess(both, paths.admin)).toBe(true);
    expect(canAccess(both, paths.operatorChecklist)).toBe(true);
    expect(canAccess(both, paths.adminUsers)).toBe(false);
  });
});

describe('ROUTE_ACCESS', () => {
  it('gives admins and customer admins the same rules', () => {
    expect(ROUTE_ACCESS.isCustomerAdmin).toEqual(ROUTE_ACCESS.isAdmin);
  });

  it('uses prefix matching only for /admin, /viewGraph and /realtimealerts', () => {
    const prefixes = new Set(
      Object.values(ROUTE_ACCESS)
        .flat()
        .filter((rule) => rule.match === 'prefix')
        .map((rule) => rule.path),
    );
    expect([...prefixes].sort()).toEqual(['/admin', '/realtimealerts', '/viewGraph']);
  });
});
