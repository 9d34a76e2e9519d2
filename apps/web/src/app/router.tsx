import { paths } from '@shuttle-ops/domain';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { SCREENS } from '../config/screens.ts';
import { RouteErrorPage } from '../features/access/route-error-page.tsx';
import { LandingGate } from './landing-gate.tsx';
import { RouteGuard } from './route-guard.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';
import { StartupScreen } from './shell/startup-screen.tsx';

// Screens load lazily; while one loads, the navigation is in progress and the shell shows its overlay.
const home = async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage });
const about = async () => ({
  Component: (await import('../features/about/about-page.tsx')).AboutPage,
});
const login = async () => ({
  Component: (await import('../features/auth/login-page.tsx')).LoginPage,
});
const placeholder = async () => ({
  Component: (await import('../features/placeholder/placeholder-screen.tsx')).PlaceholderScreen,
});
// The finished screens of spec §2; every other route constant still shows its placeholder.
const screens: Partial<Record<string, RouteObject['lazy']>> = {
  [paths.adminCustomer]: async () => ({
    Component: (await import('../features/admin/customers/customers-page.tsx')).CustomersPage,
  }),
  [paths.adminUsers]: async () => ({
    Component: (await import('../features/admin/users/users-page.tsx')).UsersPage,
  }),
  [paths.adminVehicle]: async () => ({
    Component: (await import('../features/admin/vehicles/vehicles-page.tsx')).VehiclesPage,
  }),
  [paths.adminRoute]: async () => ({
    Component: (await import('../features/admin/routes/routes-page.tsx')).RoutesPage,
  }),
  [paths.adminBusstop]: async () => ({
    Component: (await import('../features/admin/bus-stops/bus-stops-page.tsx')).BusStopsPage,
  }),
  [paths.adminAnnouncement]: async () => ({
    Component: (await import('../features/announcements/announcements-page.tsx')).AnnouncementsPage,
  }),
  [paths.adminIncident]: async () => ({
    Component: (await import('../features/incidents/index.ts')).IncidentsPage,
  }),
  [paths.adminChecklists]: async () => ({
    Component: (await import('../features/checklist-masters/index.ts')).ChecklistMastersPage,
  }),
  [paths.shuttle]: async () => ({
    Component: (await import('../features/public-tracking/public-tracking-page.tsx'))
      .PublicTrackingPage,
  }),
  [paths.operatorControl]: async () => ({
    Component: (await import('../features/remote-control/remote-control-page.tsx'))
      .RemoteControlPage,
  }),
  [paths.operatorPlayback]: async () => ({
    Component: (await import('../features/playback/playback-page.tsx')).PlaybackPage,
  }),
  [paths.operator]: async () => ({
    Component: (await import('../features/operator/operator-page.tsx')).OperatorPage,
  }),
  [paths.operatorChecklist]: async () => ({
    Component: (await import('../features/operator-checklist/index.ts')).OperatorChecklistPage,
  }),
  [paths.serviceHistory]: async () => ({
    Component: (await import('../features/service-history/service-history-page.tsx'))
      .ServiceHistoryPage,
  }),
  [paths.serviceDashboard]: async () => ({
    Component: (await import('../features/dashboard/service-dashboard-page.tsx'))
      .ServiceDashboardPage,
  }),
  [paths.realtimeAlerts]: async () => ({
    Component: (await import('../features/alarms/process-alerts-page.tsx')).ProcessAlertsPage,
  }),
  [paths.admin]: async () => ({
    Component: (await import('../features/admin-overview/index.ts')).AdminOverviewPage,
  }),
  [paths.adminChecklistHistory]: async () => ({
    Component: (await import('../features/checklist-history/index.ts')).ChecklistHistoryPage,
  }),
  [paths.adminReports]: async () => ({
    Component: (await import('../features/reports/reports-page.tsx')).ReportsPage,
  }),
  [paths.adminTelemetryService]: async () => ({
    Component: (await import('../features/telemetry-dashboards/index.ts')).TelemetryDashboardsPage,
  }),
  [paths.viewGraph]: async () => ({
    Component: (await import('../features/dashboard/view-graph-page.tsx')).ViewGraphPage,
  }),
};
// The admin command log is beneath /admin (admins and customer admins).
const commandLog = async () => ({
  Component: (await import('../features/admin/command-log/command-log-page.tsx')).CommandLogPage,
});
const notFound = async () => ({
  Component: (await import('../features/access/not-found-page.tsx')).NotFoundPage,
});

export const routes: RouteObject[] = [
  {
    id: 'shell',
    Component: ShellLayout,
    HydrateFallback: StartupScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Every known route passes the guard: public ones always, the rest per spec §6.
        Component: RouteGuard,
        ErrorBoundary: RouteErrorPage,
        children: [
          // A signed-in user opening / starts on their work screen.
          { path: paths.home, Component: LandingGate, children: [{ index: true, lazy: home }] },
          { path: paths.about, lazy: about },
          { path: paths.login, lazy: login },
          { path: paths.adminCommandLog, lazy: commandLog },
          ...SCREENS.map((screen): RouteObject => ({
            path: screen.prefix === true ? `${screen.path}/*` : screen.path,
            lazy: screens[screen.path] ?? placeholder,
          })),
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
