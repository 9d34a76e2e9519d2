import { Badge, Button, Code, Group, Text } from '@mantine/core';
import type { Vehicle, VehicleRefusal } from '@shuttle-ops/domain';
import { IconRefresh } from '@tabler/icons-react';
import { FormDrawer } from '../../../components/forms/form-drawer.tsx';
import { ResourceTable } from '../../../components/table/resource-table.tsx';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useVehicleRefusals } from '../api/vehicle-refusals-api.ts';

const columns: Column<VehicleRefusal, 'received_at'>[] = [
  {
    key: 'time',
    header: 'Time',
    render: (row) => <Text size="sm">{formatDateTime(row.received_at, { seconds: true })}</Text>,
  },
  {
    key: 'reason',
    header: 'Reason',
    render: (row) => (
      <Badge color="red" variant="light">
        {row.reason}
      </Badge>
    ),
  },
  {
    key: 'topic',
    header: 'Topic',
    // The customer and vehicle parts are the same on every row; the kind tells them apart.
    render: (row) => (
      <Code title={row.topic}>{row.topic.split('/').slice(3).join('/') || row.topic}</Code>
    ),
  },
  {
    key: 'message',
    header: 'Why',
    render: (row) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.message}
      </Text>
    ),
  },
];

const NO_SORT = { sort: 'received_at', order: 'desc' } as const;

export interface RefusedMessagesDrawerProps {
  /** The vehicle whose refusals are shown; null while the drawer is closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/**
 * The last messages the server refused from a vehicle and why, newest first, so that a gateway
 * sending broken messages is found in minutes.
 */
export function RefusedMessagesDrawer({ vehicle, onClose }: RefusedMessagesDrawerProps) {
  const refusals = useVehicleRefusals(vehicle?.Vehicle_ID ?? null);
  return (
    <FormDrawer
      opened={vehicle !== null}
      title={vehicle === null ? 'Refused messages' : `Refused messages of ${vehicle.name}`}
      onClose={onClose}
      size="xl"
    >
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Text size="sm" c="dimmed">
          The last 20 messages the server refused from this vehicle, newest first. A refused message
          was acknowledged to the vehicle and not stored.
        </Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={refusals.isFetching}
          onClick={() => void refusals.refetch()}
        >
          Refresh
        </Button>
      </Group>
      <ResourceTable
        caption="Refused messages"
        columns={columns}
        rows={refusals.data?.Items}
        rowKey={(row) => `${row.received_at}|${row.reason}|${row.topic}|${row.message}`}
        sort={NO_SORT}
        onSort={() => undefined}
        loading={refusals.isPending}
        fetching={refusals.isFetching}
        error={refusals.error}
        onRetry={() => void refusals.refetch()}
        empty={{
          title: 'No refused messages',
          description: 'The server has refused no message from this vehicle.',
        }}
        minWidth={640}
      />
    </FormDrawer>
  );
}
