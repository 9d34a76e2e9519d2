import { Badge, Text } from '@mantine/core';
import type { BusStop } from '@shuttle-ops/domain';
import { IconTrash } from '@tabler/icons-react';
import type { Column } from '../../../components/table/resource-table.tsx';
import { RowActions } from '../../../components/table/row-actions.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import type { BusStopSort } from '../api/bus-stops-api.ts';

export interface BusStopColumnHandlers {
  onEdit: (row: BusStop) => void;
  onDelete: (row: BusStop) => void;
}

const coordinate = (value: number) => value.toFixed(6);

export function busStopColumns({
  onEdit,
  onDelete,
}: BusStopColumnHandlers): Column<BusStop, BusStopSort>[] {
  return [
    {
      key: 'label',
      header: 'Label',
      sortKey: 'label',
      render: (row) => (row.label === null ? '—' : <Badge variant="light">{row.label}</Badge>),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (row) => <Text fw={600}>{row.name}</Text>,
    },
    {
      key: 'direction',
      header: 'Direction',
      sortKey: 'direction',
      render: (row) => row.direction ?? '—',
    },
    { key: 'lat', header: 'Latitude', align: 'right', render: (row) => coordinate(row.lat) },
    { key: 'lon', header: 'Longitude', align: 'right', render: (row) => coordinate(row.lon) },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'create_dt',
      render: (row) => formatDateTime(row.create_dt),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      sticky: true,
      render: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => onEdit(row)}
          actions={[
            {
              label: 'Delete',
              icon: <IconTrash size={16} aria-hidden />,
              onClick: () => onDelete(row),
              danger: true,
            },
          ]}
        />
      ),
    },
  ];
}
