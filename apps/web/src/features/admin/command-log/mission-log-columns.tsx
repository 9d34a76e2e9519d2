import { Badge, Text } from '@mantine/core';
import type { Mission, MissionLifecycle } from '@shuttle-ops/domain';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import type { MissionSort } from './mission-log-filters.ts';

/** Dark enough for white text on a filled badge (WCAG AA). */
const LIFECYCLE_COLORS: Record<MissionLifecycle, string> = {
  requested: '#1864ab',
  accepted: '#1864ab',
  in_progress: '#1864ab',
  arrived: '#267a37',
  cancelled: '#8a5a00',
  failed: '#c92a2a',
};

export const lifecycleLabel = (lifecycle: MissionLifecycle) => lifecycle.replace('_', ' ');

/** The mission log's columns; vehicles by name where the list knows it. */
export function missionLogColumns(
  names: ReadonlyMap<string, string>,
): Column<Mission, MissionSort>[] {
  return [
    {
      key: 'create_dt',
      header: 'Requested',
      sortKey: 'create_dt',
      render: (row) => formatDateTime(row.create_dt, { seconds: true }),
    },
    {
      key: 'vehicle',
      header: 'Vehicle',
      render: (row) => names.get(row.vehicle_id) ?? row.vehicle_id.slice(0, 8),
    },
    {
      key: 'station',
      header: 'Station',
      sortKey: 'station_id',
      render: (row) => row.station_name,
    },
    {
      key: 'lifecycle',
      header: 'Lifecycle',
      sortKey: 'lifecycle',
      render: (row) => (
        <Badge variant="filled" color={LIFECYCLE_COLORS[row.lifecycle]}>
          {lifecycleLabel(row.lifecycle)}
        </Badge>
      ),
    },
    { key: 'status', header: 'Status', render: (row) => row.status },
    {
      key: 'reason',
      header: 'Reason',
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.reason ?? ''}
        </Text>
      ),
    },
    { key: 'requested_by', header: 'Requested by', render: (row) => row.requested_by ?? '' },
    {
      key: 'update_dt',
      header: 'Last change',
      sortKey: 'update_dt',
      render: (row) => formatDateTime(row.update_dt, { seconds: true }),
    },
  ];
}
