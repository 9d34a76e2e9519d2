import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@shuttle-ops/domain';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CustomerScopeSelect } from '../../components/forms/customer-scope-select.tsx';
import { ResourceTable } from '../../components/table/resource-table.tsx';
import { TablePager } from '../../components/table/table-pager.tsx';
import { APP_TITLE } from '../../config/env.ts';
import { useCustomerScope } from '../../lib/api/customer-scope.ts';
import { useApiClient } from '../../lib/api/use-api-client.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { useCsvExport } from '../../lib/csv/use-csv-export.ts';
import { useVehicleOptions } from '../../lib/api/vehicle-options.ts';
import { useOperatorOptions } from './api/get-filter-options.ts';
import { allChecklists, useChecklistHistory } from './api/search-checklists.ts';
import { AnonymizePanel } from './components/anonymize-panel.tsx';
import { historyColumns } from './components/history-columns.tsx';
import { HistoryFilters } from './components/history-filters.tsx';
import { ChecklistDetailDrawer } from './detail/checklist-detail-drawer.tsx';
import { checklistsCsv } from './model/checklists-csv.ts';
import { useHistoryState } from './use-history-state.ts';

const TITLE = 'Checklist History';

/**
 * Spec §2 /admin/checklisthistory: the completed checklists, newest first, filtered and paged;
 * one checklist's record (`?checklist=<id>`), printable; a CSV of the filtered list; admins may
 * anonymize older checklists.
 */
export function ChecklistHistoryPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const { session } = useSession();
  const { customerId } = useCustomerScope();
  const [search] = useSearchParams();
  const client = useApiClient();
  const state = useHistoryState();
  const history = useChecklistHistory(customerId, state.filter, state.page);
  const vehicles = useVehicleOptions(customerId);
  const operators = useOperatorOptions(customerId);
  const csv = useCsvExport('The checklists', 'checklist-history.csv');
  const columns = useMemo(() => historyColumns(search), [search]);
  const mayAnonymize = session !== null && can(session, 'manageFleet');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{TITLE}</Title>
        <Group gap="sm" align="flex-end">
          <CustomerScopeSelect />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={csv.exporting}
            onClick={() =>
              void csv.run(async () =>
                checklistsCsv(
                  await allChecklists(client, customerId, state.filter, state.page.order),
                ),
              )
            }
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <HistoryFilters
        text={state.text}
        onText={state.setText}
        filter={state.filter}
        onFilter={state.changeFilter}
        vehicles={vehicles.data ?? []}
        operators={operators.data ?? []}
      />
      <ResourceTable
        caption="Completed checklists"
        columns={columns}
        rows={history.data?.Items}
        rowKey={(c) => c.CL_Transaction_ID}
        sort={{ sort: 'completed_date', order: state.page.order }}
        onSort={state.toggleOrder}
        loading={history.isPending}
        fetching={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        empty={{
          title: 'No completed checklists',
          description: 'No completed checklist matches these filters.',
        }}
        minWidth={720}
      />
      <TablePager
        page={state.page.page}
        pageSize={state.page.pageSize}
        count={history.data?.Count ?? 0}
        total={history.data?.total ?? 0}
        onPage={state.setPage}
        onPageSize={state.setPageSize}
      />
      {mayAnonymize ? <AnonymizePanel customerId={customerId} /> : null}
      <ChecklistDetailDrawer customerId={customerId} />
    </Stack>
  );
}
