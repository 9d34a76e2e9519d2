import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@shuttle-ops/domain';
import { useSearchParams } from 'react-router';
import { CustomerScopeSelect } from '../../components/forms/customer-scope-select.tsx';
import { APP_TITLE } from '../../config/env.ts';
import { useCustomerScope } from '../../lib/api/customer-scope.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { IncidentListView } from './list/incident-list-view.tsx';
import { IncidentReportsView } from './reports/incident-reports-view.tsx';

const TITLE = 'Incidents';
/** `?view=reports` shows the incident reports; the list is the default. */
export const VIEW_PARAM = 'view';
type View = 'list' | 'reports';

/**
 * Spec §2 /admin/incident: the incidents (admins and customer admins record and change them,
 * service managers read them), one opened at `?incident=<id>`, and the incident reports.
 */
export function IncidentsPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const { session } = useSession();
  const { customerId } = useCustomerScope();
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'reports' ? 'reports' : 'list';
  const mayManage = session !== null && can(session, 'manageFleet');

  const choose = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'reports') updated.set(VIEW_PARAM, 'reports');
      else updated.delete(VIEW_PARAM);
      return updated;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed" size="sm">
            Collisions, near misses, emergency stops and other events of the service: what happened,
            what was done, and reports over a period.
          </Text>
        </div>
        <CustomerScopeSelect />
      </Group>
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">Incidents</Tabs.Tab>
          <Tabs.Tab value="reports">Reports</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <IncidentListView customerId={customerId} mayManage={mayManage} />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <IncidentReportsView customerId={customerId} mayDelete={mayManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
