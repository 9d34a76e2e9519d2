import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { NotificationChannel, NotificationDelivery } from '@shuttle-ops/domain';
import { IconSend } from '@tabler/icons-react';
import { ResourceTable } from '../../../components/table/resource-table.tsx';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useChannelDeliveries } from '../api/notification-channels.ts';

function outcome(row: NotificationDelivery) {
  if (row.ok) return <Badge color="green">Delivered</Badge>;
  if (row.will_retry) return <Badge color="orange">Failed, retrying</Badge>;
  return <Badge color="red">Failed</Badge>;
}

const COLUMNS: Column<NotificationDelivery, 'at'>[] = [
  {
    key: 'at',
    header: 'Time (London)',
    render: (row) => formatDateTime(row.at, { seconds: true }),
  },
  { key: 'outcome', header: 'Status', render: outcome },
  { key: 'attempt', header: 'Attempt', align: 'right', render: (row) => row.attempt },
  {
    key: 'status_code',
    header: 'HTTP',
    align: 'right',
    render: (row) => row.status_code ?? '—',
  },
  { key: 'error', header: 'Error', render: (row) => row.error ?? '' },
  {
    key: 'alarm',
    header: 'For',
    render: (row) => (row.alarm_id === null ? 'Test' : 'Alarm'),
  },
];

const NO_SORT = { sort: 'at', order: 'desc' } as const;

export interface ChannelDeliveryLogProps {
  channel: NotificationChannel;
  /** Absent: the caller may not send tests. */
  onTest?: () => void;
  testing?: boolean;
}

/** A channel's newest delivery attempts: when (London time), how it went, which attempt. */
export function ChannelDeliveryLog({ channel, onTest, testing = false }: ChannelDeliveryLogProps) {
  const log = useChannelDeliveries(channel.id);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          The newest attempts first. A webhook is tried again after a network error, a timeout, a
          5xx or a 429.
        </Text>
        {onTest && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={testing}
            onClick={onTest}
          >
            Send test
          </Button>
        )}
      </Group>
      <ResourceTable
        caption={`Deliveries to ${channel.name}`}
        columns={COLUMNS}
        rows={log.data?.Items}
        rowKey={(row) => String(row.id)}
        sort={NO_SORT}
        onSort={() => undefined}
        loading={log.isPending}
        fetching={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        empty={{
          title: 'No deliveries yet',
          description: 'Alarms this channel hears, and tests, will be listed here.',
        }}
      />
    </Stack>
  );
}
