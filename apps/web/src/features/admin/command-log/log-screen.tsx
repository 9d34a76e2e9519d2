import { Group, Select } from '@mantine/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { CustomerScopeSelect } from '../../../components/forms/customer-scope-select.tsx';
import type { Column } from '../../../components/table/resource-table.tsx';
import { useCustomerScope } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { useCsvExport } from '../../../lib/csv/use-csv-export.ts';
import { DayRangeInputs } from './day-range-inputs.tsx';
import { ExportButton } from './export-button.tsx';
import { fetchWholeLog, useLogPage } from './log-source.ts';
import type { LogFilters, LogSort, LogSource } from './log-source.ts';
import { PagedLogTable } from './paged-log-table.tsx';
import { useLogState } from './use-log-state.ts';
import { useVehicleNames } from './use-vehicle-names.ts';

export interface LogScreenProps<T, F extends LogFilters, S extends string> {
  source: LogSource<T, F>;
  noFilters: F;
  initialSort: LogSort<S>;
  /** The columns, vehicles named where the list knows them. */
  columns: (names: ReadonlyMap<string, string>) => Column<T, S>[];
  /** The CSV export: what it holds (for messages), its file name and its text. */
  csv: {
    what: string;
    file: string;
    of: (rows: T[], names: ReadonlyMap<string, string>) => string;
  };
  caption: string;
  rowKey: (row: T) => string;
  empty: { title: string; description: string };
  /** The log's own filters, between the vehicle and the days. */
  children: (filters: F, filter: (change: Partial<F>) => void) => ReactNode;
}

/** A log of the fleet: customer, vehicle, its own filters and days; table, pager, CSV export. */
export function LogScreen<T, F extends LogFilters, S extends string>(
  props: LogScreenProps<T, F, S>,
) {
  const { source, columns: columnsOf, csv: exported } = props;
  const scope = useCustomerScope();
  const client = useApiClient();
  const { filters, filter, sort, setSort, paging, setPaging } = useLogState<F, S>(
    props.noFilters,
    props.initialSort,
  );
  const csv = useCsvExport(exported.what, exported.file);
  const log = useLogPage(source, filters, sort, paging, scope.customerId);
  const { names, options } = useVehicleNames();
  const columns = useMemo(() => columnsOf(names), [columnsOf, names]);
  // The filters every log has are part of each log's own.
  const refine = (change: Partial<LogFilters>) => filter(change as Partial<F>);

  const exportCsv = () =>
    csv.run(async () =>
      exported.of(await fetchWholeLog(client, source, filters, sort, scope.customerId), names),
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
          onChange={(value) => refine({ vehicleId: value })}
          clearable
          searchable
          w={220}
        />
        {props.children(filters, filter)}
        <DayRangeInputs fromDay={filters.fromDay} toDay={filters.toDay} onChange={refine} />
        <ExportButton loading={csv.exporting} onClick={() => void exportCsv()} />
      </Group>
      <PagedLogTable
        caption={props.caption}
        columns={columns}
        log={log}
        rowKey={props.rowKey}
        sort={sort}
        setSort={setSort}
        paging={paging}
        setPaging={setPaging}
        empty={props.empty}
      />
    </>
  );
}
