import type { Session } from './session.ts';
import { buildSession } from './session.ts';

/** Test sessions: the seeded demo users (DESIGN.md), plus a non-owner remote operator and a user without groups. */
export const DEMO_ROLES = [
  'admin',
  'contentManager',
  'operator',
  'serviceManager',
  'remoteOperator',
  'customerAdmin',
  'campusOperator',
  'campusRemoteOperator',
  'noGroups',
] as const;

export type DemoRole = (typeof DEMO_ROLES)[number];

const DARWIN = { name: 'Darwin', id: 'cust-darwin' };
const CAMPUS = { name: 'Campus Mobility', id: 'cust-campus' };

function session(
  username: string,
  customer: { name: string; id: string },
  groups: string[] | undefined,
): Session {
  const sub = `sub-${username}`;
  return buildSession(
    {
      sub,
      email: `${username}@example.test`,
      preferred_username: username,
      'custom:cname': customer.name,
      'custom:cid': customer.id,
    },
    { sub, username, ...(groups === undefined ? {} : { 'cognito:groups': groups }) },
  );
}

export const demoSessions: Readonly<Record<DemoRole, Session>> = {
  admin: session('admin', DARWIN, ['admin']),
  contentManager: session('content-manager', DARWIN, ['content_manager']),
  operator: session('operator', DARWIN, ['operator']),
  serviceManager: session('service-manager', DARWIN, ['service_manager']),
  remoteOperator: session('remote-operator', DARWIN, ['remote_operator']),
  customerAdmin: session('customer-admin', CAMPUS, ['customer_admin']),
  campusOperator: session('campus-operator', CAMPUS, ['operator']),
  campusRemoteOperator: session('campus-remote-operator', CAMPUS, ['remote_operator']),
  noGroups: session('no-groups', DARWIN, undefined),
};
