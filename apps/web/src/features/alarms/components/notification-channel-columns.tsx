import { Badge, Group, Text } from '@mantine/core';
import type { NotificationChannel } from '@shuttle-ops/domain';
import { IconList, IconSend } from '@tabler/icons-react';
import { actionsColumn, deleteAction } from '../../../components/table/admin-columns.tsx';
import type { Column } from '../../../components/table/resource-table.tsx';
import type { NotificationChannelSort } from '../api/notification-channels.ts';
import { LEVEL_LABELS } from '../model/alarm-format.ts';
import { KIND_LABELS, SOURCE_LABELS } from '../model/notification-channel-form.ts';

export interface NotificationChannelColumnHandlers {
  onLog: (row: NotificationChannel) => void;
  /** Absent: the caller may not change channels. */
  onEdit?: (row: NotificationChannel) => void;
  onTest?: (row: NotificationChannel) => void;
  onDelete?: (row: NotificationChannel) => void;
}

const reaches = (row: NotificationChannel) =>
  row.kind === 'email' ? row.emails.join(', ') : (row.url ?? '');

export function notificationChannelColumns({
  onLog,
  onEdit,
  onTest,
  onDelete,
}: NotificationChannelColumnHandlers): Column<NotificationChannel, NotificationChannelSort>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{row.name}</Text>
          {!row.enabled && (
            <Badge color="gray" variant="light">
              Off
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      sortKey: 'kind',
      render: (row) => <Badge variant="light">{KIND_LABELS[row.kind]}</Badge>,
    },
    {
      key: 'reaches',
      header: 'Reaches',
      render: (row) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {reaches(row)}
        </Text>
      ),
    },
    {
      key: 'sources',
      header: 'Alarms',
      render: (row) =>
        row.sources === null
          ? 'Every alarm'
          : row.sources.map((source) => SOURCE_LABELS[source]).join(', '),
    },
    {
      key: 'min_level',
      header: 'From level',
      sortKey: 'min_level',
      render: (row) => LEVEL_LABELS[row.min_level],
    },
    actionsColumn((row) => ({
      name: row.name,
      ...(onEdit ? { onEdit: () => onEdit(row) } : {}),
      actions: [
        {
          label: 'Delivery log',
          icon: <IconList size={16} aria-hidden />,
          onClick: () => onLog(row),
        },
        ...(onTest
          ? [
              {
                label: 'Send test',
                icon: <IconSend size={16} aria-hidden />,
                onClick: () => onTest(row),
              },
            ]
          : []),
        ...(onDelete ? [deleteAction(() => onDelete(row))] : []),
      ],
    })),
  ];
}
