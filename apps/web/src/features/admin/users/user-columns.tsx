import { Badge, Group, Switch, Text } from '@mantine/core';
import { groupLabel } from '@shuttle-ops/domain';
import type { User, UserStatusName } from '@shuttle-ops/domain';
import type { Column } from '../../../components/table/resource-table.tsx';
import {
  actionsColumn,
  createdColumn,
  deleteAction,
} from '../../../components/table/admin-columns.tsx';
import type { UserSort } from '../api/users-api.ts';

const STATUS: Record<UserStatusName, { label: string; color: string }> = {
  FORCE_CHANGE_PASSWORD: { label: 'Must set a password', color: 'orange' },
  CONFIRMED: { label: 'Confirmed', color: 'green' },
  RESET_REQUIRED: { label: 'Reset required', color: 'red' },
};

export interface UserColumnHandlers {
  /** The signed-in user's id: their own row cannot be disabled or deleted. */
  selfId: string;
  /** The id of a user whose enabled flag is being changed. */
  toggling: string | null;
  onEdit: (row: User) => void;
  onToggle: (row: User, enabled: boolean) => void;
  onDelete: (row: User) => void;
}

export function userColumns({
  selfId,
  toggling,
  onEdit,
  onToggle,
  onDelete,
}: UserColumnHandlers): Column<User, UserSort>[] {
  return [
    {
      key: 'username',
      header: 'Username',
      sortKey: 'username',
      render: (row) => (
        <div>
          <Text fw={600}>{row.username}</Text>
          {row.preferred_username !== null && (
            <Text size="xs" c="dimmed">
              {row.preferred_username}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'email', header: 'E-mail', sortKey: 'email', render: (row) => row.email ?? '—' },
    {
      key: 'groups',
      header: 'Groups',
      render: (row) =>
        row.roles.length === 0 ? (
          '—'
        ) : (
          <Group gap={4} wrap="nowrap">
            {row.roles.map((group) => (
              <Badge key={group} variant="light" size="sm">
                {groupLabel(group)}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (row) => (
        <Badge variant="dot" color={STATUS[row.status].color}>
          {STATUS[row.status].label}
        </Badge>
      ),
    },
    {
      key: 'enabled',
      header: 'Enabled',
      render: (row) => (
        <Switch
          checked={row.enabled}
          onChange={(event) => onToggle(row, event.currentTarget.checked)}
          disabled={row.user_id === selfId || toggling === row.user_id}
          aria-label={`${row.username} may sign in`}
        />
      ),
    },
    createdColumn('create_dt'),
    actionsColumn((row) => ({
      name: row.username,
      onEdit: () => onEdit(row),
      actions: row.user_id === selfId ? [] : [deleteAction(() => onDelete(row))],
    })),
  ];
}
