import { SPEC_ACCESS, type AccessOption, type AccessOptions } from './access-options.ts';
import type { AudienceRule } from './audience.ts';
import { allows } from './audience.ts';
import { paths } from './paths.ts';
import type { SessionFlags } from './session.ts';

export interface MenuItem {
  label: string;
  path: string;
}

export type MenuSectionTitle =
  | 'Admin Screens'
  | 'Operator Screens'
  | 'Service Manager Screens'
  | 'Public Screens'
  | 'Analytics Screens';

export interface MenuSection {
  title: MenuSectionTitle;
  items: MenuItem[];
}

export interface SideMenuEntry extends AudienceRule {
  readonly label: string;
  readonly path: string;
  /** Shown only when this deviation from spec §2 is switched on (AccessOptions). */
  readonly option?: AccessOption;
}

export interface SideMenuSection {
  readonly title: MenuSectionTitle;
  readonly items: readonly SideMenuEntry[];
}

const ADMINS: AudienceRule['who'] = ['isAdmin', 'isCustomerAdmin'];
const ANALYSTS: AudienceRule['who'] = ['isAdmin', 'isCustomerAdmin', 'isServiceManager'];
const OPERATORS: AudienceRule['who'] = ['isOperator', 'isServiceManager', 'isRemoteOperator'];
const OVERVIEW_READERS: AudienceRule['who'] = ['isAdmin', 'isCustomerAdmin', 'isContentManager'];
const SERVICE_STAFF: AudienceRule['who'] = [
  'isAdmin',
  'isCustomerAdmin',
  'isOperator',
  'isRemoteOperator',
  'isServiceManager',
];

/**
 * The side-menu table of spec §2, in its order. Administrators and customer admins (and the
 * content manager, for the /admin overview) also get links to the screens beneath /admin that §2
 * leaves out of the menu (the overview, the command log, telemetry graphs); every other role's
 * menu is §2's, with Trip Playback for the service staff (ADR 0022). The service manager's
 * Incidents item is a deviation an administrator may switch on (AccessOptions). The menu only
 * exists for signed-in users.
 */
export const SIDE_MENU: readonly SideMenuSection[] = [
  {
    title: 'Admin Screens',
    items: [
      { label: 'Overview', path: paths.admin, who: OVERVIEW_READERS },
      { label: 'Routes', path: paths.adminRoute, who: ADMINS },
      { label: 'Vehicles', path: paths.adminVehicle, who: ADMINS },
      { label: 'Customers', path: paths.adminCustomer, who: ADMINS },
      { label: 'Users', path: paths.adminUsers, who: ADMINS },
      { label: 'Bus Stops', path: paths.adminBusstop, who: ADMINS },
      { label: 'Incidents', path: paths.adminIncident, who: ADMINS },
      { label: 'Announcements', path: paths.adminAnnouncement, who: ['signedIn'] },
      { label: 'Checklists', path: paths.adminChecklists, who: ADMINS },
      { label: 'Command Log', path: paths.adminCommandLog, who: ADMINS },
    ],
  },
  {
    title: 'Operator Screens',
    items: [
      { label: 'Operator', path: paths.operator, who: OPERATORS },
      { label: 'Checklists', path: paths.operatorChecklist, who: OPERATORS },
      {
        label: 'Remote Operator',
        path: paths.operatorControl,
        who: ['isRemoteOperator'],
        platformOwnerOnly: true,
      },
    ],
  },
  {
    title: 'Service Manager Screens',
    items: [
      { label: 'Service Dashboard', path: paths.serviceDashboard, who: SERVICE_STAFF },
      { label: 'Process Alerts', path: paths.realtimeAlerts, who: ANALYSTS },
      { label: 'Service History', path: paths.serviceHistory, who: SERVICE_STAFF },
      // Not in spec §2's menu: trip playback is granted to the service staff (ADR 0022).
      { label: 'Trip Playback', path: paths.operatorPlayback, who: SERVICE_STAFF },
    ],
  },
  {
    title: 'Public Screens',
    items: [
      { label: 'Home', path: paths.home, who: ['signedIn'] },
      { label: 'Track the shuttle', path: paths.shuttle, who: ['signedIn'] },
    ],
  },
  {
    title: 'Analytics Screens',
    items: [
      { label: 'Dashboards', path: paths.adminTelemetryService, who: ANALYSTS },
      { label: 'Reports', path: paths.adminReports, who: ANALYSTS },
      // Not in spec §2: only when switched on (ADR 0002). Admins find Incidents among the Admin Screens.
      {
        label: 'Incidents',
        path: paths.adminIncident,
        who: ['isServiceManager'],
        option: 'serviceManagerIncidents',
      },
      { label: 'Checklist history', path: paths.adminChecklistHistory, who: ANALYSTS },
      { label: 'Telemetry Graphs', path: paths.viewGraph, who: ADMINS },
    ],
  },
];

/**
 * The sections the session sees, in table order, leaving out sections with nothing to show.
 * `options`: the deviations from spec §2 switched on (none by default).
 */
export function menuFor(
  session: SessionFlags,
  options: AccessOptions = SPEC_ACCESS,
): MenuSection[] {
  return SIDE_MENU.map((section) => ({
    title: section.title,
    items: section.items
      .filter(
        (entry) => (entry.option === undefined || options[entry.option]) && allows(entry, session),
      )
      .map(({ label, path }) => ({ label, path })),
  })).filter((section) => section.items.length > 0);
}
