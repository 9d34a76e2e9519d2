import { useSearchParams } from 'react-router';
import { DashboardView } from './components/dashboard-view.tsx';
import { TemplateList } from './components/template-list.tsx';

/**
 * Spec §2 /admin/telemetryservice: the customer's telemetry templates, and one of them
 * (`?template=<id>`) as a dashboard.
 */
export function TelemetryDashboardsPage() {
  const [search] = useSearchParams();
  const id = search.get('template');
  return id === null ? <TemplateList /> : <DashboardView key={id} id={id} />;
}
