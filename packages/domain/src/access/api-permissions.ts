import type { AudienceRule } from './audience.ts';
import { allows } from './audience.ts';
import type { Group } from './groups.ts';
import { GROUPS } from './groups.ts';
import type { SessionFlags } from './session.ts';

export const API_ACTIONS = [
  'readReference',
  'manageCustomers',
  'manageOwnCustomer',
  'manageUsers',
  'manageFleet',
  'manageAnnouncements',
  'operateServices',
  'processAlerts',
  'deleteAlarms',
  'readReports',
  'readPlayback',
  'remoteControl',
  'readAudit',
  'verifyAudit',
] as const;

export type ApiAction = (typeof API_ACTIONS)[number];

const ALERTS_AND_REPORTS: AudienceRule = {
  who: ['isServiceManager', 'isAdmin', 'isCustomerAdmin'],
};

/** DESIGN.md "API permissions": the server's default rule per action. */
export const API_PERMISSIONS: Readonly<Record<ApiAction, AudienceRule>> = {
  // Site, routes, stops, vehicles, services, announcements of the caller's tenant.
  readReference: { who: ['signedIn'] },
  manageCustomers: { who: ['isAdmin'], platformOwnerOnly: true },
  manageOwnCustomer: { who: ['isCustomerAdmin', 'isAdmin'] },
  // Which groups may be granted is narrowed by assignableGroups.
  manageUsers: { who: ['isAdmin', 'isCustomerAdmin'] },
  // Vehicles, routes, bus stops, incidents, checklist masters, telemetry templates.
  manageFleet: { who: ['isAdmin', 'isCustomerAdmin'] },
  manageAnnouncements: { who: ['isAdmin', 'isCustomerAdmin', 'isContentManager'] },
  // Create and update services, record occupancy, fill checklists.
  operateServices: {
    who: ['isOperator', 'isRemoteOperator', 'isServiceManager', 'isAdmin', 'isCustomerAdmin'],
  },
  processAlerts: ALERTS_AND_REPORTS,
  // Deleting an alarm erases a safety record: administrators only (audited).
  deleteAlarms: { who: ['isAdmin'] },
  // Reports, checklist history, analytics.
  readReports: ALERTS_AND_REPORTS,
  // Trip playback of the tenant's stored positions and events (ADR 0022).
  readPlayback: {
    who: ['isOperator', 'isRemoteOperator', 'isServiceManager', 'isAdmin', 'isCustomerAdmin'],
  },
  // Remote control and missions.
  remoteControl: { who: ['isRemoteOperator', 'isAdmin'], platformOwnerOnly: true },
  // The audit log of the caller's customer (platform-owner admins may name another).
  readAudit: { who: ['isAdmin', 'isCustomerAdmin'] },
  // Checking the whole audit chain, which spans every customer.
  verifyAudit: { who: ['isAdmin'], platformOwnerOnly: true },
};

export function can(session: SessionFlags, action: ApiAction): boolean {
  return allows(API_PERMISSIONS[action], session);
}

/** A customer admin may never grant these (DESIGN.md "manage users"). */
const ADMIN_ONLY_GROUPS: ReadonlySet<Group> = new Set<Group>(['admin', 'remote_operator']);

/** The groups this session may give to a user. */
export function assignableGroups(session: SessionFlags): Group[] {
  if (session.isAdmin) return [...GROUPS];
  if (session.isCustomerAdmin) return GROUPS.filter((group) => !ADMIN_ONLY_GROUPS.has(group));
  return [];
}
