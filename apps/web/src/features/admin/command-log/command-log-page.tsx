import { Button, Group, Select, TextInput } from '@mantine/core';
import { COMMAND_STATES, REMOTE_COMMANDS, type SortOrder } from '@shuttle-ops/domain';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useCustomerScope } from '../api/customer-scope.ts';
import { useVehicleList } from '../api/vehicles-api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { CustomerScopeSelect } from '../components/customer-scope-select.tsx';
import { ResourceTable } from '../components/resource-table.tsx';
import { TablePager } from '../components/table-pager.tsx';
import { errorMessage } from '../forms/server-errors.ts';
import { DEFAULT_ADMIN_PAGE_SIZE, nextSort } from '../hooks/use-list-state.ts';
import { fetchAllCommands, useCommandLog } from './command-log-api.ts';
import { commandLogColumns } from './command-log-columns.tsx';
import { commandLogCsv } from './command-log-csv.ts';
import { NO_FILTERS, type CommandLogFilters, type CommandSort } from './command-log-filters.ts';

const ALL_VEHICLES = {
  query: '',
  sort: 'name' as const,
  order: 'asc' as const,
  page: 1,
  pageSize: 500,
};

function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/commandlog: every remote command, its outcome and who sent it. */
export function CommandLogPage() {
  const scope = useCustomerScope();
  const client = useApiClient();
  const toasts = useToast();
  const [filters, setFilters] = useState<CommandLogFilters>(NO_FILTERS);
  const [sort, setSort] = useState<{ sort: CommandSort; order: SortOrder }>({
    sort: 'issued_at',
    order: 'desc',
  });
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const log = useCommandLog(filters, sort, paging, scope.customerId);
  const vehicles = useVehicleList(ALL_VEHICLES);
  const names = useMemo(
    () => new Map((vehicles.data?.Items ?? []).map((v) => [v.Vehicle_ID, v.name])),
    [vehicles.data],
  );
  const columns = useMemo(() => commandLogColumns(names), [names]);

  const filter = (change: Partial<CommandLogFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllCommands(client, filters, sort, scope.customerId);
      download(commandLogCsv(rows, names), 'command-log.csv');
    } catch (error) {
      toasts.error(`The command log could not be exported: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title="Command Log"
      description="Every remote command sent to a vehicle: when, by whom, and what the vehicle did."
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <CustomerScopeSelect />
        <Select
          label="Vehicle"
          placeholder="All vehicles"
          data={(vehicles.data?.Items ?? []).map((v) => ({ value: v.Vehicle_ID, label: v.name }))}
          value={filters.vehicleId}
          onChange={(value) => filter({ vehicleId: value })}
          clearable
          searchable
          w={220}
        />
        <Select
          label="Command"
          placeholder="All commands"
          data={[...REMOTE_COMMANDS]}
          value={filters.command}
          onChange={(value) => filter({ command: value })}
          clearable
          w={160}
        />
        <Select
          label="State"
          placeholder="All states"
          data={COMMAND_STATES.map((state) => ({ value: state, label: state.replace('_', ' ') }))}
          value={filters.state}
          onChange={(value) => filter({ state: value })}
          clearable
          w={160}
        />
        <TextInput
          label="From"
          type="date"
          value={filters.fromDay}
          onChange={(event) => filter({ fromDay: event.currentTarget.value })}
          w={160}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.toDay}
          onChange={(event) => filter({ toDay: event.currentTarget.value })}
          w={160}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting}
        >
          Export CSV
        </Button>
      </Group>
      <ResourceTable
        caption="Commands"
        columns={columns}
        rows={log.data?.Items}
        rowKey={(row) => row.command_id}
        sort={sort}
        onSort={(clicked) => {
          setSort((current) => nextSort(current, clicked));
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        loading={log.isPending}
        fetching={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        empty={{
          title: 'No commands',
          description: 'No remote command matches these filters.',
        }}
      />
      <TablePager
        page={paging.page}
        pageSize={paging.pageSize}
        count={log.data?.Count ?? 0}
        total={log.data?.total ?? 0}
        onPage={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
      />
    </AdminPage>
  );
}
