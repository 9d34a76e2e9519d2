import { describe, expect, it } from 'vitest';
import { DEMO_ROLES, demoSessions } from './demo-sessions.fixture.ts';
import type { DemoRole } from './demo-sessions.fixture.ts';
import { canAccess } from './route-access.ts';
import type { MenuSection } from './side-menu.ts';
import { menuFor, SIDE_MENU } from './side-menu.ts';

const OVERVIEW = { label: 'Overview', path: '/admin' };
const COMMAND_LOG = { label: 'Command Log', path: '/admin/commandlog' };
const TELEMETRY_GRAPHS = { label: 'Telemetry Graphs', path: '/viewGraph' };
const ROUTES = { label: 'Routes', path: '/admin/route' };
const VEHICLES = { label: 'Vehicles', path: '/admin/vehicle' };
const CUSTOMERS = { label: 'Customers', path: '/admin/customer' };
const USERS = { label: 'Users', path: '/admin/users' };
const BUS_STOPS = { label: 'Bus Stops', path: '/admin/busstop' };
const INCIDENTS = { label: 'Incidents', path: '/admin/incident' };
const ANNOUNCEMENTS = { label: 'Announcements', path: '/admin/announcement' };
const ADMIN_CHECKLISTS = { label: 'Checklists', path: '/admin/checklists' };
const OPERATOR = { label: 'Operator', path: '/operator' };
const OPERATOR_CHECKLISTS = { label: 'Checklists', path: '/operator/checklist' };
const REMOTE_OPERATOR = { label: 'Remote Operator', path: '/operator/control' };
const SERVICE_DASHBOARD = { label: 'Service Dashboard', path: '/servicedashboard' };
const PROCESS_ALERTS = { label: 'Process Alerts', path: '/realtimealerts' };
const SERVICE_HISTORY = { label: 'Service History', path: '/servicehistory' };
const TRIP_PLAYBACK = { label: 'Trip Playback', path: '/operator/playback' };
const HOME = { label: 'Home', path: '/' };
const TRACK = { label: 'Track the shuttle', path: '/shuttle' };
const DASHBOARDS = { label: 'Dashboards', path: '/admin/telemetryservice' };
const REPORTS = { label: 'Reports', path: '/admin/reports' };
const CHECKLIST_HISTORY = { label: 'Checklist history', path: '/admin/checklisthistory' };

const PUBLIC: MenuSection = { title: 'Public Screens', items: [HOME, TRACK] };
const ANNOUNCEMENTS_ONLY: MenuSection = { title: 'Admin Screens', items: [ANNOUNCEMENTS] };

const ADMIN_MENU: MenuSection[] = [
  {
    title: 'Admin Screens',
    items: [
      OVERVIEW,
      ROUTES,
      VEHICLES,
      CUSTOMERS,
      USERS,
      BUS_STOPS,
      INCIDENTS,
      ANNOUNCEMENTS,
      ADMIN_CHECKLISTS,
      COMMAND_LOG,
    ],
  },
  {
    title: 'Service Manager Screens',
    items: [SERVICE_DASHBOARD, PROCESS_ALERTS, SERVICE_HISTORY, TRIP_PLAYBACK],
  },
  PUBLIC,
  { title: 'Analytics Screens', items: [DASHBOARDS, REPORTS, CHECKLIST_HISTORY, TELEMETRY_GRAPHS] },
];

const OPERATOR_MENU: MenuSection[] = [
  ANNOUNCEMENTS_ONLY,
  { title: 'Operator Screens', items: [OPERATOR, OPERATOR_CHECKLISTS] },
  { title: 'Service Manager Screens', items: [SERVICE_DASHBOARD, SERVICE_HISTORY, TRIP_PLAYBACK] },
  PUBLIC,
];

const EXPECTED_MENU: Record<DemoRole, MenuSection[]> = {
  admin: ADMIN_MENU,
  customerAdmin: ADMIN_MENU,
  contentManager: [{ title: 'Admin Screens', items: [OVERVIEW, ANNOUNCEMENTS] }, PUBLIC],
  operator: OPERATOR_MENU,
  campusOperator: OPERATOR_MENU,
  serviceManager: [
    ANNOUNCEMENTS_ONLY,
    { title: 'Operator Screens', items: [OPERATOR, OPERATOR_CHECKLISTS] },
    {
      title: 'Service Manager Screens',
      items: [SERVICE_DASHBOARD, PROCESS_ALERTS, SERVICE_HISTORY, TRIP_PLAYBACK],
    },
    PUBLIC,
    // Spec §2 (and Trip Playback): no Incidents, no Telemetry Graphs (opened from the service dashboard).
    { title: 'Analytics Screens', items: [DASHBOARDS, REPORTS, CHECKLIST_HISTORY] },
  ],
  remoteOperator: [
    ANNOUNCEMENTS_ONLY,
    { title: 'Operator Screens', items: [OPERATOR, OPERATOR_CHECKLISTS, REMOTE_OPERATOR] },
    {
      title: 'Service Manager Screens',
      items: [SERVICE_DASHBOARD, SERVICE_HISTORY, TRIP_PLAYBACK],
    },
    PUBLIC,
  ],
  // Only a remote operator of the platform owner gets the Remote Operator item.
  campusRemoteOperator: OPERATOR_MENU,
  noGroups: [ANNOUNCEMENTS_ONLY, PUBLIC],
};

describe('menuFor', () => {
  it.each(DEMO_ROLES)('gives %s exactly its menu', (role) => {
    expect(menuFor(demoSessions[role])).toEqual(EXPECTED_MENU[role]);
  });

  it('shows a service manager Incidents only when an administrator switched it on', () => {
    const withIncidents = menuFor(demoSessions.serviceManager, { serviceManagerIncidents: true });
    expect(withIncidents.find((s) => s.title === 'Analytics Screens')?.items).toEqual([
      DASHBOARDS,
      REPORTS,
      INCIDENTS,
      CHECKLIST_HISTORY,
    ]);
    // The option adds nothing for the other roles.
    for (const role of DEMO_ROLES.filter((r) => r !== 'serviceManager')) {
      expect(menuFor(demoSessions[role], { serviceManagerIncidents: true })).toEqual(
        EXPECTED_MENU[role],
      );
    }
  });

  it('merges the items of several roles in table order', () => {
    const session = { ...demoSessions.noGroups, isRemoteOperator: true, isDarwin: true };
    expect(menuFor(session)).toEqual(EXPECTED_MENU.remoteOperator);
    const both = { ...demoSessions.operator, isServiceManager: true };
    expect(menuFor(both)).toEqual(EXPECTED_MENU.serviceManager);
  });
});

describe('SIDE_MENU', () => {
  it('keeps the section order of spec §2', () => {
    expect(SIDE_MENU.map((section) => section.title)).toEqual([
      'Admin Screens',
      'Operator Screens',
      'Service Manager Screens',
      'Public Screens',
      'Analytics Screens',
    ]);
  });

  // ADR 0002: the route guard must open every item the menu shows (no dead links).
  it.each(DEMO_ROLES)(
    'never shows %s an item it may not open, with or without the options',
    (role) => {
      const session = demoSessions[role];
      for (const options of [undefined, { serviceManagerIncidents: true }]) {
        const dead = menuFor(session, options)
          .flatMap((section) => section.items)
          .filter((item) => !canAccess(session, item.path, options));
        expect(dead).toEqual([]);
      }
    },
  );
});
