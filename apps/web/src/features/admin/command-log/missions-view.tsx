import { Group, Select } from '@mantine/core';
import { MISSION_LIFECYCLES, MISSION_STACK_STATUSES } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { CustomerScopeSelect } from '../../../components/forms/customer-scope-select.tsx';
import { useCustomerScope } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { DayRangeInputs } from './day-range-inputs.tsx';
import { ExportButton } from './export-button.tsx';
import { fetchAllMissions, useMissionLog, useMissionStations } from './mission-log-api.ts';
import { lifecycleLabel, missionLogColumns } from './mission-log-columns.tsx';
import { missionLogCsv } from './mission-log-csv.ts';
import { PagedLogTable } from './paged-log-table.tsx';
import {
  NO_MISSION_FILTERS,
  type MissionLogFilters,
  type MissionSort,
} from './mission-log-filters.ts';
import { useCsvExport } from '../../../lib/csv/use-csv-export.ts';
import { useLogState } from './use-log-state.ts';
import { useVehicleNames } from './use-vehicle-names.ts';

const LIFECYCLE_OPTIONS = MISSION_LIFECYCLES.map((lifecycle) => ({
  value: lifecycle,
  label: lifecycleLabel(lifecycle),
}));

/** Every mission to a station of the site: filters, table, pager, CSV export. */
export function MissionsView() {
  const scope = useCustomerScope();
  const client = useApiClient();
  const { filters, filter, sort, setSort, paging, setPaging } = useLogState<
    MissionLogFilters,
    MissionSort
  >(NO_MISSION_FILTERS, { sort: 'create_dt', order: 'desc' });
  const csv = useCsvExport('The mission log', 'mission-log.csv');
  const log = useMissionLog(filters, sort, paging, scope.customerId);
  const stations = useMissionStations();
  const { names, options } = useVehicleNames();
  const columns = useMemo(() => missionLogColumns(names), [names]);

  const exportCsv = () =>
    csv.run(async () =>
      missionLogCsv(await fetchAllMissions(client, filters, sort, scope.customerId), names),
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
          label="Station"
          placeholder="All stations"
          data={(stations.data?.Items ?? []).map((s) => ({ value: s.station_id, label: s.name }))}
          value={filters.stationId}
          onChange={(value) => filter({ stationId: value })}
          clearable
          searchable
          w={200}
        />
        <Select
          label="Lifecycle"
          placeholder="All lifecycles"
          data={LIFECYCLE_OPTIONS}
          value={filters.lifecycle}
          onChange={(value) => filter({ lifecycle: value })}
          clearable
          w={160}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={[...MISSION_STACK_STATUSES]}
          value={filters.status}
          onChange={(value) => filter({ status: value })}
          clearable
          w={140}
        />
        <DayRangeInputs fromDay={filters.fromDay} toDay={filters.toDay} onChange={filter} />
        <ExportButton loading={csv.exporting} onClick={() => void exportCsv()} />
      </Group>
      <PagedLogTable
        caption="Missions"
        columns={columns}
        log={log}
        rowKey={(row) => row.mission_id}
        sort={sort}
        setSort={setSort}
        paging={paging}
        setPaging={setPaging}
        empty={{
          title: 'No missions',
          description: 'No mission matches these filters.',
        }}
      />
    </>
  );
}
