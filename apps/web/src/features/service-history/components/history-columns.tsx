import { Badge } from '@mantine/core';
import type { Service, ServiceSort, ServiceStatus } from '@shuttle-ops/domain';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

const STATUS_COLOR: Record<ServiceStatus, string> = {
  scheduled: 'blue',
  active: 'green',
  completed: 'gray',
  cancelled: 'orange',
};

/** The history table's columns; times in the site's time zone. */
export const HISTORY_COLUMNS: readonly Column<Service, ServiceSort>[] = [
  {
    key: 'created',
    header: 'Created',
    sortKey: 'create_dt',
    render: (s) => formatDateTime(s.create_dt),
  },
  { key: 'vehicle', header: 'Vehicle', render: (s) => s.vehicleName },
  { key: 'route', header: 'Route', render: (s) => s.routeName },
  { key: 'operator', header: 'Operator', render: (s) => s.operatorName ?? '' },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'serviceStatus',
    render: (s) => (
      <Badge color={STATUS_COLOR[s.serviceStatus]} variant="light">
        {s.serviceStatus}
      </Badge>
    ),
  },
  {
    key: 'started',
    header: 'Started',
    sortKey: 'start_dt',
    render: (s) => formatDateTime(s.start_dt),
  },
  { key: 'ended', header: 'Ended', sortKey: 'end_dt', render: (s) => formatDateTime(s.end_dt) },
  {
    key: 'occupancy',
    header: 'Passengers',
    align: 'right',
    render: (s) => `${s.occupancy} / ${s.maxOccupancy}`,
  },
];
