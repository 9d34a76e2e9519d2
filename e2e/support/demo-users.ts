/** The demo users of DESIGN.md and what spec §2 and §6 say each of them sees and may open. */

export const DEMO_PASSWORD = 'Harwell-Demo-2026';

export interface MenuSectionExpectation {
  title: string;
  items: string[];
}

export interface DemoUser {
  username: string;
  /** Shown in the top navigation: the preferred username. */
  displayName: string;
  /** The work screen the user lands on after signing in. */
  landing: string;
  /** The side menu, section by section, exactly. */
  menu: MenuSectionExpectation[];
  /** Routes outside the menu that the route-access table also opens. */
  moreAllowedRoutes: string[];
  /** A route this user may not open. */
  forbiddenRoute: string;
}

const adminMenu: MenuSectionExpectation[] = [
  {
    title: 'Admin Screens',
    items: [
      'Overview',
      'Routes',
      'Vehicles',
      'Customers',
      'Users',
      'Bus Stops',
      'Incidents',
      'Announcements',
      'Checklists',
      'Command Log',
    ],
  },
  {
    title: 'Service Manager Screens',
    items: ['Service Dashboard', 'Process Alerts', 'Service History', 'Trip Playback'],
  },
  { title: 'Public Screens', items: ['Home', 'Track the shuttle'] },
  {
    title: 'Analytics Screens',
    items: ['Dashboards', 'Reports', 'Checklist history', 'Telemetry Graphs'],
  },
];

const operatorMenu: MenuSectionExpectation[] = [
  { title: 'Admin Screens', items: ['Announcements'] },
  { title: 'Operator Screens', items: ['Operator', 'Checklists'] },
  {
    title: 'Service Manager Screens',
    items: ['Service Dashboard', 'Service History', 'Trip Playback'],
  },
  { title: 'Public Screens', items: ['Home', 'Track the shuttle'] },
];

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    displayName: 'Admin',
    landing: '/admin',
    menu: adminMenu,
    moreAllowedRoutes: ['/admin', '/viewGraph', '/realtimealerts/alert-1'],
    forbiddenRoute: '/operator/control',
  },
  {
    username: 'content-manager',
    displayName: 'Content Manager',
    landing: '/admin',
    menu: [
      { title: 'Admin Screens', items: ['Overview', 'Announcements'] },
      { title: 'Public Screens', items: ['Home', 'Track the shuttle'] },
    ],
    moreAllowedRoutes: ['/admin'],
    forbiddenRoute: '/admin/vehicle',
  },
  {
    username: 'operator',
    displayName: 'Operator',
    landing: '/operator',
    menu: operatorMenu,
    moreAllowedRoutes: [],
    forbiddenRoute: '/admin/users',
  },
  {
    username: 'service-manager',
    displayName: 'Service Manager',
    landing: '/servicedashboard',
    menu: [
      { title: 'Admin Screens', items: ['Announcements'] },
      { title: 'Operator Screens', items: ['Operator', 'Checklists'] },
      {
        title: 'Service Manager Screens',
        items: ['Service Dashboard', 'Process Alerts', 'Service History', 'Trip Playback'],
      },
      { title: 'Public Screens', items: ['Home', 'Track the shuttle'] },
      // Exactly spec §2: Incidents only when an administrator switches it on (ADR 0002).
      { title: 'Analytics Screens', items: ['Dashboards', 'Reports', 'Checklist history'] },
    ],
    moreAllowedRoutes: ['/viewGraph'],
    forbiddenRoute: '/admin/incident',
  },
  {
    username: 'remote-operator',
    displayName: 'Remote Operator',
    landing: '/operator/control',
    menu: [
      { title: 'Admin Screens', items: ['Announcements'] },
      { title: 'Operator Screens', items: ['Operator', 'Checklists', 'Remote Operator'] },
      {
        title: 'Service Manager Screens',
        items: ['Service Dashboard', 'Service History', 'Trip Playback'],
      },
      { title: 'Public Screens', items: ['Home', 'Track the shuttle'] },
    ],
    moreAllowedRoutes: [],
    forbiddenRoute: '/admin/reports',
  },
  {
    username: 'customer-admin',
    displayName: 'Customer Admin',
    landing: '/admin',
    menu: adminMenu,
    moreAllowedRoutes: ['/admin'],
    forbiddenRoute: '/operator/control',
  },
  {
    username: 'campus-operator',
    displayName: 'Campus Operator',
    landing: '/operator',
    menu: operatorMenu,
    moreAllowedRoutes: [],
    forbiddenRoute: '/operator/control',
  },
];

/** The heading each screen shows, by path (prefix screens by their base path). */
export const SCREEN_HEADINGS: Record<string, string> = {
  '/': 'Autonomous shuttles, run from one console',
  '/shuttle': 'Track the shuttle',
  '/operator': 'Operator',
  '/operator/playback': 'Trip Playback',
  '/operator/control': 'Remote Operator',
  '/operator/checklist': 'Operator Checklists',
  '/admin': 'Overview',
  '/admin/commandlog': 'Command Log',
  '/admin/customer': 'Customers',
  '/admin/users': 'Users',
  '/admin/vehicle': 'Vehicles',
  '/admin/route': 'Routes',
  '/admin/busstop': 'Bus Stops',
  '/admin/incident': 'Incidents',
  '/admin/reports': 'Reports',
  '/admin/checklisthistory': 'Checklist History',
  '/admin/telemetryservice': 'Dashboards',
  '/admin/announcement': 'Announcements',
  '/admin/checklists': 'Checklists',
  '/viewGraph': 'Telemetry Graphs',
  '/servicedashboard': 'Service Dashboard',
  '/realtimealerts': 'Process Alerts',
  '/servicehistory': 'Service History',
};

export function headingFor(path: string): string {
  const base = Object.keys(SCREEN_HEADINGS)
    .filter((key) => path === key || (key !== '/' && path.startsWith(`${key}/`)))
    .sort((a, b) => b.length - a.length)[0];
  const heading = base === undefined ? undefined : SCREEN_HEADINGS[base];
  if (heading === undefined) throw new Error(`No expected heading for ${path}`);
  return heading;
}

export function demoUser(username: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (user === undefined) throw new Error(`Unknown demo user ${username}`);
  return user;
}
