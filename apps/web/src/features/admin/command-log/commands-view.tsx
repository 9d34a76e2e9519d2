import { Group, Select } from '@mantine/core';
import { COMMAND_STATES, REMOTE_COMMAND_LABELS, REMOTE_COMMANDS } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { CustomerScopeSelect } from '../../../components/forms/customer-scope-select.tsx';
import { useCustomerScope } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { fetchAllCommands, useCommandLog } from './command-log-api.ts';
import { commandLogColumns } from './command-log-columns.tsx';
import { commandLogCsv } from './command-log-csv.ts';
import { NO_FILTERS, type CommandLogFilters, type CommandSort } from './command-log-filters.ts';
import { DayRangeInputs } from './day-range-inputs.tsx';
import { ExportButton } from './export-button.tsx';
import { PagedLogTable } from './paged-log-table.tsx';
import { useCsvExport } from '../../../lib/csv/use-csv-export.ts';
import { useLogState } from './use-log-state.ts';
import { useVehicleNames } from './use-vehicle-names.ts';

/** Every remote command, its outcome and who sent it: filters, table, pager, CSV export. */
export function CommandsView() {
  const scope = useCustomerScope();
  const client = useApiClient();
  const { filters, filter, sort, setSort, paging, setPaging } = useLogState<
    CommandLogFilters,
    CommandSort
  >(NO_FILTERS, { sort: 'issued_at', order: 'desc' });
  const csv = useCsvExport('The command log', 'command-log.csv');
  const log = useCommandLog(filters, sort, paging, scope.customerId);
  const { names, options } = useVehicleNames();
  const columns = useMemo(() => commandLogColumns(names), [names]);

  const exportCsv = () =>
    csv.run(async () =>
      commandLogCsv(await fetchAllCommands(client, filters, sort, scope.customerId), names),
    );

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <CustomerScopeSelect />
        <Select
          label="Vehicle"
          placeholder="All vehicles"
          data={options}
          value={filters.vehicleId}
          onChange={(value) => filter({ vehicleId: value })}
          clearable
          searchable
          w={220}
        />
        <Select
          label="Command"
          placeholder="All commands"
          data={REMOTE_COMMANDS.map((command) => ({
            value: command,
            label: REMOTE_COMMAND_LABELS[command],
          }))}
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
        <DayRangeInputs fromDay={filters.fromDay} toDay={filters.toDay} onChange={filter} />
        <ExportButton loading={csv.exporting} onClick={() => void exportCsv()} />
      </Group>
      <PagedLogTable
        caption="Commands"
        columns={columns}
        log={log}
        rowKey={(row) => row.command_id}
        sort={sort}
        setSort={setSort}
        paging={paging}
        setPaging={setPaging}
        empty={{
          title: 'No commands',
          description: 'No remote command matches these filters.',
        }}
      />
    </>
  );
}
