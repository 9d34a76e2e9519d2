import { Badge, Text } from '@mantine/core';
import type { BusStop } from '@shuttle-ops/domain';
import type { Column } from '../../../components/table/resource-table.tsx';
import {
  actionsColumn,
  createdColumn,
  deleteAction,
} from '../../../components/table/admin-columns.tsx';
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
    createdColumn('create_dt'),
    actionsColumn((row) => ({
      name: row.name,
      onEdit: () => onEdit(row),
      actions: [deleteAction(() => onDelete(row))],
    })),
  ];
}
