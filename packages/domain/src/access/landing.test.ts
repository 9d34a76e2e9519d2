import { describe, expect, it } from 'vitest';
import { DEMO_ROLES, demoSessions } from './demo-sessions.fixture.ts';
import type { DemoRole } from './demo-sessions.fixture.ts';
import { landingFor } from './landing.ts';
import { canAccess } from './route-access.ts';
import type { SessionFlags } from './session.ts';

const EXPECTED: Record<DemoRole, string> = {
  admin: '/admin',
  customerAdmin: '/admin',
  contentManager: '/admin',
  serviceManager: '/servicedashboard',
  remoteOperator: '/operator/control',
  // Remote control is the platform owner's: another customer's remote operator starts at /operator.
  campusRemoteOperator: '/operator',
  operator: '/operator',
  campusOperator: '/operator',
  noGroups: '/admin/announcement',
};

describe('landingFor', () => {
  it.each(DEMO_ROLES)('lands %s on its work screen', (role) => {
    expect(landingFor(demoSessions[role])).toBe(EXPECTED[role]);
  });

  it('picks the most far-reaching of several roles', () => {
    const managerAndOperator: SessionFlags = { ...demoSessions.operator, isServiceManager: true };
    expect(landingFor(managerAndOperator)).toBe('/servicedashboard');
    const contentAndOperator: SessionFlags = { ...demoSessions.operator, isContentManager: true };
    expect(landingFor(contentAndOperator)).toBe('/operator');
    const adminAndRemote: SessionFlags = { ...demoSessions.remoteOperator, isAdmin: true };
    expect(landingFor(adminAndRemote)).toBe('/admin');
  });

  // Every combination of roles and customers lands on a screen it may open.
  it('always lands on a screen the session may open', () => {
    const flags = [
      'isAdmin',
      'isContentManager',
      'isOperator',
      'isServiceManager',
      'isCustomerAdmin',
      'isRemoteOperator',
      'isDarwin',
    ] as const;
    for (let mask = 0; mask < 2 ** flags.length; mask++) {
      const session = Object.fromEntries(
        flags.map((flag, bit) => [flag, (mask & (1 << bit)) !== 0]),
      ) as unknown as SessionFlags;
      const landing = landingFor(session);
      expect([mask, canAccess(session, landing)]).toEqual([mask, true]);
    }
  });
});
