import { Badge, Code, Text } from '@mantine/core';
import type { Vehicle, VehicleStatusFlag } from '@shuttle-ops/domain';
import { IconBus, IconKey, IconMessageX } from '@tabler/icons-react';
import type { Column } from '../../../components/table/resource-table.tsx';
import {
  actionsColumn,
  anonymizeAction,
  createdColumn,
  deleteAction,
} from '../../../components/table/admin-columns.tsx';
import type { VehicleSort } from '../api/vehicles-api.ts';
import { ResourceImage } from '../components/resource-image.tsx';
import { VehicleConnection, type LastSeen } from './vehicle-connection.tsx';
import { STATUS_LABELS } from './vehicle-form-values.ts';

const STATUS_COLORS: Record<VehicleStatusFlag, string> = {
  active: 'green',
  inactive: 'gray',
  maintenance: 'orange',
  retired: 'dark',
};

export type VehicleAction = 'delete' | 'rotate' | 'anonymize';

export interface VehicleColumnHandlers {
  onEdit: (row: Vehicle) => void;
  onAction: (action: VehicleAction, row: Vehicle) => void;
  /** Opens the vehicle's refused messages. */
  onRefusals: (row: Vehicle) => void;
  /** When the server last heard from the vehicle. */
  lastSeen: (row: Vehicle) => LastSeen;
}

export function vehicleColumns({
  onEdit,
  onAction,
  onRefusals,
  lastSeen,
}: VehicleColumnHandlers): Column<Vehicle, VehicleSort>[] {
  return [
    {
      key: 'icon',
      header: 'Icon',
      hideHeader: true,
      render: (row) => (
        <ResourceImage
          image={row.vehicle_icon}
          alt={`Icon of ${row.name}`}
          fallback={<IconBus size={18} aria-hidden />}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (row) => <Text fw={600}>{row.name}</Text>,
    },
    { key: 'registration', header: 'Registration', render: (row) => row.registration ?? '—' },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status_flag',
      render: (row) => (
        <Badge color={STATUS_COLORS[row.status_flag]} variant="dot">
          {STATUS_LABELS[row.status_flag]}
        </Badge>
      ),
    },
    {
      key: 'last-seen',
      header: 'Last seen',
      render: (row) => <VehicleConnection lastSeen={lastSeen(row)} />,
    },
    {
      key: 'seats',
      header: 'Seats',
      sortKey: 'maxOccupancy',
      align: 'right',
      render: (row) => row.maxOccupancy,
    },
    {
      key: 'wheelchair',
      header: 'Wheelchair spaces',
      align: 'right',
      render: (row) => row.max_wheelchair_occupancy,
    },
    {
      key: 'mqtt',
      header: 'MQTT username',
      // `veh-` and the vehicle id: shortened here, in full on hover and in the credentials.
      render: (row) =>
        row.mqtt_username === null ? (
          '—'
        ) : (
          <Code title={row.mqtt_username}>{`${row.mqtt_username.slice(0, 12)}…`}</Code>
        ),
    },
    createdColumn('create_dt'),
    actionsColumn((row) => ({
      name: row.name,
      onEdit: row.anonymized ? undefined : () => onEdit(row),
      actions: [
        {
          label: 'Refused messages',
          icon: <IconMessageX size={16} aria-hidden />,
          onClick: () => onRefusals(row),
        },
        ...(row.mqtt_username === null
          ? []
          : [
              {
                label: 'Rotate credentials',
                icon: <IconKey size={16} aria-hidden />,
                onClick: () => onAction('rotate', row),
              },
            ]),
        ...(row.anonymized ? [] : [anonymizeAction(() => onAction('anonymize', row))]),
        deleteAction(() => onAction('delete', row)),
      ],
    })),
  ];
}
