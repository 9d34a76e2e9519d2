import { Badge, Text } from '@mantine/core';
import { REMOTE_COMMAND_LABELS } from '@shuttle-ops/domain';
import type { CommandState, VehicleCommandRecord } from '@shuttle-ops/domain';
import type { Column } from '../../../components/table/resource-table.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import type { CommandSort } from './command-log-filters.ts';

/** Dark enough for white text on a filled badge (WCAG AA). */
const STATE_COLORS: Record<CommandState, string> = {
  sent: '#1864ab',
  acknowledged: '#1864ab',
  executed: '#267a37',
  rejected: '#c92a2a',
  expired: '#8a5a00',
  failed: '#c92a2a',
  timed_out: '#8a5a00',
};

/**
 * The command log's columns; vehicles by name where the list knows it, commands by their human
 * name, times to the second (commands follow each other within seconds).
 */
export function commandLogColumns(
  names: ReadonlyMap<string, string>,
): Column<VehicleCommandRecord, CommandSort>[] {
  return [
    {
      key: 'issued_at',
      header: 'Sent',
      sortKey: 'issued_at',
      render: (row) => formatDateTime(row.issued_at, { seconds: true }),
    },
    {
      key: 'vehicle',
      header: 'Vehicle',
      render: (row) => names.get(row.Vehicle_ID) ?? row.Vehicle_ID.slice(0, 8),
    },
    {
      key: 'command',
      header: 'Command',
      sortKey: 'command',
      render: (row) => REMOTE_COMMAND_LABELS[row.command],
    },
    {
      key: 'state',
      header: 'State',
      sortKey: 'state',
      render: (row) => (
        <Badge variant="filled" color={STATE_COLORS[row.state]}>
          {row.state.replace('_', ' ')}
        </Badge>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.reason ?? ''}
        </Text>
      ),
    },
    { key: 'user', header: 'Sent by', render: (row) => row.username ?? '' },
    {
      key: 'updated_at',
      header: 'Last change',
      sortKey: 'updated_at',
      render: (row) => formatDateTime(row.updated_at, { seconds: true }),
    },
  ];
}
