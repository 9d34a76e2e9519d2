import { matchesRule, normalizePath } from './path-match.ts';

/** Every route of spec §2 in one place, plus the admin command log (beneath /admin). */
export const paths = {
  home: '/',
  about: '/about',
  login: '/login',
  shuttle: '/shuttle',
  operator: '/operator',
  operatorPlayback: '/operator/playback',
  operatorControl: '/operator/control',
  operatorChecklist: '/operator/checklist',
  admin: '/admin',
  adminCustomer: '/admin/customer',
  adminUsers: '/admin/users',
  adminVehicle: '/admin/vehicle',
  adminRoute: '/admin/route',
  adminBusstop: '/admin/busstop',
  adminIncident: '/admin/incident',
  adminReports: '/admin/reports',
  adminChecklistHistory: '/admin/checklisthistory',
  adminTelemetryService: '/admin/telemetryservice',
  adminAnnouncement: '/admin/announcement',
  adminChecklists: '/admin/checklists',
  adminCommandLog: '/admin/commandlog',
  viewGraph: '/viewGraph',
  serviceDashboard: '/servicedashboard',
  realtimeAlerts: '/realtimealerts',
  serviceHistory: '/servicehistory',
} as const;

export type PathName = keyof typeof paths;

/** Open to everyone, signed in or not; '' is the empty path. */
export const PUBLIC_PATHS = [paths.home, paths.about, paths.login, paths.shuttle, ''] as const;

const PUBLIC_PATH_SET: ReadonlySet<string> = new Set(PUBLIC_PATHS);

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATH_SET.has(normalizePath(path));
}

/** Spec §2: the navigation bar is plain on /, /about and the empty path, grey elsewhere. */
export function isPlainNavPath(path: string): boolean {
  const target = normalizePath(path);
  return target === paths.home || target === paths.about || target === '';
}

/** Spec §2: the side menu's admin-screen flag (the admin route and everything beneath it). */
export function isAdminScreen(path: string): boolean {
  return matchesRule({ path: paths.admin, match: 'prefix' }, path);
}
