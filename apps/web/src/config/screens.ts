import { matchesRule, paths } from '@shuttle-ops/domain';

export interface ScreenInfo {
  path: string;
  /** The screen's heading; the side menu marks the current item by it. */
  title: string;
  /** What the screen holds; a screen that has not landed yet shows it in its empty state. */
  holds: string;
  /** Spec §2 marks /viewGraph and /realtimealerts as prefix matches. */
  prefix?: boolean;
}

/**
 * Every route constant of spec §2 besides the public pages. The router gives each its finished
 * screen where there is one (the admin screens of issue 4), else the placeholder.
 */
export const SCREENS: readonly ScreenInfo[] = [
  {
    path: paths.shuttle,
    title: 'Track the shuttle',
    holds:
      'A live map of the Harwell shuttles, their next stops with arrival times, and free seats.',
  },
  {
    path: paths.operator,
    title: 'Operator',
    holds: 'Your services for today: start a service, record occupancy and follow each stop.',
  },
  {
    path: paths.operatorPlayback,
    title: 'Trip Playback',
    holds: "A replay of a vehicle's past trip on the map, with its telemetry over time.",
  },
  {
    path: paths.operatorControl,
    title: 'Remote Operator',
    holds: 'Remote control of a vehicle: start and stop a move, open and close its doors.',
  },
  {
    path: paths.operatorChecklist,
    title: 'Operator Checklists',
    holds: 'The checklists to fill in for your services, with photos and notes.',
  },
  {
    path: paths.admin,
    title: 'Overview',
    holds:
      'Your day at a glance: vehicles in service, open alerts, passengers today, checklists done and announcements.',
  },
  {
    path: paths.adminCustomer,
    title: 'Customers',
    holds: 'The customers (tenants) of the site, their details and logos.',
  },
  {
    path: paths.adminUsers,
    title: 'Users',
    holds: 'The staff accounts of your customer and the groups they belong to.',
  },
  {
    path: paths.adminVehicle,
    title: 'Vehicles',
    holds: 'The fleet: each vehicle, its status, icon and messaging credentials.',
  },
  {
    path: paths.adminRoute,
    title: 'Routes',
    holds: 'The routes of the site and the bus stops along each of them.',
  },
  {
    path: paths.adminBusstop,
    title: 'Bus Stops',
    holds: 'The bus stops of the site with their positions on the map.',
  },
  {
    path: paths.adminIncident,
    title: 'Incidents',
    holds: 'Recorded incidents, their details and incident reports.',
  },
  {
    path: paths.adminReports,
    title: 'Reports',
    holds: 'Management-information reports about services, occupancy and alerts.',
  },
  {
    path: paths.adminChecklistHistory,
    title: 'Checklist History',
    holds: 'Completed checklists, newest first, with their answers and photos.',
  },
  {
    path: paths.adminTelemetryService,
    title: 'Dashboards',
    holds: 'Telemetry dashboards built from templates: speed, battery, doors and more per vehicle.',
  },
  {
    path: paths.adminAnnouncement,
    title: 'Announcements',
    holds: 'Announcements for passengers and staff, and when they are shown.',
  },
  {
    path: paths.adminChecklists,
    title: 'Checklists',
    holds: 'The checklist templates operators fill in, item by item.',
  },
  {
    path: paths.viewGraph,
    title: 'Telemetry Graphs',
    holds: 'Graphs of one or more telemetry measures of a vehicle over time.',
    prefix: true,
  },
  {
    path: paths.serviceDashboard,
    title: 'Service Dashboard',
    holds: 'The running services at a glance: vehicles, occupancy, delays and alerts.',
  },
  {
    path: paths.realtimeAlerts,
    title: 'Process Alerts',
    holds: 'Live vehicle alerts as they arrive, to acknowledge and process.',
    prefix: true,
  },
  {
    path: paths.serviceHistory,
    title: 'Service History',
    holds: 'Past services with their trips, occupancy and events.',
  },
];

/** The screen shown at a path (prefix screens cover the paths beneath them). */
export function screenFor(path: string): ScreenInfo | undefined {
  return SCREENS.find((screen) =>
    matchesRule({ path: screen.path, match: screen.prefix === true ? 'prefix' : 'exact' }, path),
  );
}
