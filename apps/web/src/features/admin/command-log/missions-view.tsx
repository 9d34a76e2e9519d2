import { Select } from '@mantine/core';
import { MISSION_LIFECYCLES, MISSION_STACK_STATUSES } from '@shuttle-ops/domain';
import { LogScreen } from './log-screen.tsx';
import { useMissionStations } from './mission-log-api.ts';
import { lifecycleLabel, missionLogColumns } from './mission-log-columns.tsx';
import { missionLogCsv } from './mission-log-csv.ts';
import { missionLog, NO_MISSION_FILTERS } from './mission-log-filters.ts';

const LIFECYCLE_OPTIONS = MISSION_LIFECYCLES.map((lifecycle) => ({
  value: lifecycle,
  label: lifecycleLabel(lifecycle),
}));

/** Every mission to a station of the site: filters, table, pager, CSV export. */
export function MissionsView() {
  const stations = useMissionStations();
  return (
    <LogScreen
      source={missionLog}
      noFilters={NO_MISSION_FILTERS}
      initialSort={{ sort: 'create_dt', order: 'desc' }}
      columns={missionLogColumns}
      csv={{ what: 'The mission log', file: 'mission-log.csv', of: missionLogCsv }}
      caption="Missions"
      rowKey={(row) => row.mission_id}
      empty={{ title: 'No missions', description: 'No mission matches these filters.' }}
    >
      {(filters, filter) => (
        <>
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
        </>
      )}
    </LogScreen>
  );
}
