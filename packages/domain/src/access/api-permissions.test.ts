import { describe, expect, it } from 'vitest';
import { API_ACTIONS, assignableGroups, can } from './api-permissions.ts';
import type { ApiAction } from './api-permissions.ts';
import { demoSessions } from './demo-sessions.fixture.ts';
import type { DemoRole } from './demo-sessions.fixture.ts';
import type { Group } from './groups.ts';
import type { SessionFlags } from './session.ts';

const campusAdmin: SessionFlags = { ...demoSessions.customerAdmin, isAdmin: true };

const COLUMNS: readonly [string, SessionFlags][] = [
  ['admin', demoSessions.admin],
  ['contentManager', demoSessions.contentManager],
  ['operator', demoSessions.operator],
  ['serviceManager', demoSessions.serviceManager],
  ['remoteOperator', demoSessions.remoteOperator],
  ['customerAdmin', demoSessions.customerAdmin],
  ['campusOperator', demoSessions.campusOperator],
  ['campusRemoteOperator', demoSessions.campusRemoteOperator],
  ['noGroups', demoSessions.noGroups],
  ['campusAdmin', campusAdmin],
];

const Y = true;
const N = false;

// Expected permissions, written out by hand from DESIGN.md "API permissions".
// prettier-ignore
const EXPECTED: Record<ApiAction, boolean[]> = {
  //                    adm cm  op  sm  ro  ca  cop cro none cadm
  readReference:       [Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y,  Y],
  manageCustomers:     [Y,  N,  N,  N,  N,  N,  N,  N,  N,  N],
  manageOwnCustomer:   [Y,  N,  N,  N,  N,  Y,  N,  N,  N,  Y],
  manageUsers:         [Y,  N,  N,  N,  N,  Y,  N,  N,  N,  Y],
  manageFleet:         [Y,  N,  N,  N,  N,  Y,  N,  N,  N,  Y],
  manageAnnouncements: [Y,  Y,  N,  N,  N,  Y,  N,  N,  N,  Y],
  operateServices:     [Y,  N,  Y,  Y,  Y,  Y,  Y,  Y,  N,  Y],
  processAlerts:       [Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  Y],
  deleteAlarms:        [Y,  N,  N,  N,  N,  N,  N,  N,  N,  Y],
  readReports:         [Y,  N,  N,  Y,  N,  Y,  N,  N,  N,  Y],
  readPlayback:        [Y,  N,  Y,  Y,  Y,  Y,  Y,  Y,  N,  Y],
  remoteControl:       [Y,  N,  N,  N,  Y,  N,  N,  N,  N,  N],
  readAudit:           [Y,  N,  N,  N,  N,  Y,  N,  N,  N,  Y],
  verifyAudit:         [Y,  N,  N,  N,  N,  N,  N,  N,  N,  N],
};

const cases = API_ACTIONS.flatMap((action) =>
  COLUMNS.map(([role, session], column) => ({
    action,
    role,
    session,
    expected: EXPECTED[action][column],
  })),
);

describe('can', () => {
  it('has a full row for every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...API_ACTIONS].sort());
    for (const row of Object.values(EXPECTED)) expect(row).toHaveLength(COLUMNS.length);
  });

  it.each(cases)('$role may $action: $expected', ({ session, action, expected }) => {
    expect(can(session, action)).toBe(expected);
  });
});

const ALL_GROUPS: Group[] = [
  'admin',
  'content_manager',
  'operator',
  'service_manager',
  'customer_admin',
  'remote_operator',
];
const CUSTOMER_GROUPS: Group[] = [
  'content_manager',
  'operator',
  'service_manager',
  'customer_admin',
];

const EXPECTED_ASSIGNABLE: Record<DemoRole, Group[]> = {
  admin: ALL_GROUPS,
  contentManager: [],
  operator: [],
  serviceManager: [],
  remoteOperator: [],
  customerAdmin: CUSTOMER_GROUPS,
  campusOperator: [],
  campusRemoteOperator: [],
  noGroups: [],
};

describe('assignableGroups', () => {
  it.each(Object.entries(EXPECTED_ASSIGNABLE))('%s may grant %j', (role, groups) => {
    expect(assignableGroups(demoSessions[role as DemoRole])).toEqual(groups);
  });

  it('gives an admin who is also a customer admin every group', () => {
    expect(assignableGroups(campusAdmin)).toEqual(ALL_GROUPS);
  });

  it('returns a fresh list each time', () => {
    const first = assignableGroups(demoSessions.admin);
    first.pop();
    expect(assignableGroups(demoSessions.admin)).toEqual(ALL_GROUPS);
  });
});
