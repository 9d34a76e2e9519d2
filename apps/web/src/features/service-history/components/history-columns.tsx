import { Anchor, Badge } from '@mantine/core';
import type { Service, ServiceSort } from '@shuttle-ops/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { STATUS_COLOR } from '../model/status-colors.ts';
import { serviceDetailHref } from '../detail/use-detail-param.ts';

/** The history table's columns; times in the site's time zone; each row opens its detail. */
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
  {
    key: 'details',
    header: 'Details',
    hideHeader: true,
    align: 'right',
    sticky: true,
    render: (s) => (
      <Anchor
        component={Link}
        to={serviceDetailHref(s.Service_ID)}
        aria-label={`Details of ${s.vehicleName} on ${s.routeName}, ${formatDateTime(s.create_dt)}`}
      >
        Details
      </Anchor>
    ),
  },
];
