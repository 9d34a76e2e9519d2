import { Badge, Stack, Text } from '@mantine/core';
import type { ChecklistMaster } from '@shuttle-ops/domain';
import { IconArchive } from '@tabler/icons-react';
import type { Column } from '../../../components/table/resource-table.tsx';
import { actionsColumn, createdColumn } from '../../../components/table/admin-columns.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import type { MasterSort } from '../api/masters-api.ts';
import { appliesToSummary, contentSummary } from '../model/master-summary.ts';

export interface MasterColumnHandlers {
  onEdit: (row: ChecklistMaster) => void;
  onRetire: (row: ChecklistMaster) => void;
}

export function masterColumns({
  onEdit,
  onRetire,
}: MasterColumnHandlers): Column<ChecklistMaster, MasterSort>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (row) => (
        <Stack gap={0} maw={360}>
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
          {row.description !== null && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'content',
      header: 'Content',
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{contentSummary(row)}</Text>
          {row.safety_critical_count > 0 && (
            <Badge color="red" variant="light" size="sm">
              {row.safety_critical_count} safety-critical
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'applies', header: 'Applies to', render: appliesToSummary },
    { key: 'version', header: 'Version', align: 'right', render: (row) => row.version },
    {
      key: 'updated',
      header: 'Updated',
      sortKey: 'update_dt',
      render: (row) => formatDateTime(row.update_dt),
    },
    createdColumn('create_dt'),
    actionsColumn((row) => ({
      name: row.name,
      onEdit: () => onEdit(row),
      actions: [
        {
          label: 'Retire',
          icon: <IconArchive size={16} aria-hidden />,
          onClick: () => onRetire(row),
          danger: true,
        },
      ],
    })),
  ];
}
