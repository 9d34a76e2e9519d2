import { ColorSwatch, Text } from '@mantine/core';
import type { Route } from '@shuttle-ops/domain';
import type { Column } from '../../../components/table/resource-table.tsx';
import {
  actionsColumn,
  createdColumn,
  deleteAction,
} from '../../../components/table/admin-columns.tsx';
import type { RouteSort } from '../api/routes-api.ts';

export interface RouteColumnHandlers {
  onEdit: (row: Route) => void;
  onDelete: (row: Route) => void;
}

const TYPE_LABELS: Record<Route['routeType'], string> = { loop: 'Loop', line: 'Line' };

export function routeColumns({
  onEdit,
  onDelete,
}: RouteColumnHandlers): Column<Route, RouteSort>[] {
  return [
    {
      key: 'color',
      header: 'Colour',
      hideHeader: true,
      render: (row) => <ColorSwatch color={row.color ?? '#868e96'} size={18} aria-hidden />,
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (row) => <Text fw={600}>{row.name}</Text>,
    },
    {
      key: 'type',
      header: 'Type',
      sortKey: 'routeType',
      render: (row) => TYPE_LABELS[row.routeType],
    },
    { key: 'stops', header: 'Stops', align: 'right', render: (row) => row.stop_count },
    {
      key: 'description',
      header: 'Description',
      render: (row) => (
        <Text size="sm" lineClamp={1} maw={320} style={{ whiteSpace: 'normal' }}>
          {row.description ?? '—'}
        </Text>
      ),
    },
    createdColumn('create_dt'),
    actionsColumn((row) => ({
      name: row.name,
      onEdit: () => onEdit(row),
      actions: [deleteAction(() => onDelete(row))],
    })),
  ];
}
