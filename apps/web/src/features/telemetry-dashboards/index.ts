export { TelemetryDashboardsPage } from './telemetry-dashboards-page.tsx';
