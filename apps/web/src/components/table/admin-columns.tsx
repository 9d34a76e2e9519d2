import { IconEraser, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format/format-date-time.ts';
import type { Column } from './resource-table.tsx';
import { RowActions } from './row-actions.tsx';
import type { RowAction, RowActionsProps } from './row-actions.tsx';

/** When the row was created, sorted by `create_dt`. */
export function createdColumn<T extends { create_dt: string }, S extends string>(
  sortKey: S,
): Column<T, S> {
  return {
    key: 'created',
    header: 'Created',
    sortKey,
    render: (row) => formatDateTime(row.create_dt),
  };
}

/** The last column of a list: each row's edit button and menu of actions. */
export function actionsColumn<T, S extends string>(
  actionsOf: (row: T) => RowActionsProps,
): Column<T, S> {
  return {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    sticky: true,
    render: (row) => <RowActions {...actionsOf(row)} />,
  };
}

/** "Delete" in a row's menu (red: it cannot be undone). */
export const deleteAction = (onClick: () => void): RowAction => ({
  label: 'Delete',
  icon: <IconTrash size={16} aria-hidden />,
  onClick,
  danger: true,
});

/** "Anonymize" in a row's menu (red: it cannot be undone). */
export const anonymizeAction = (onClick: () => void): RowAction => ({
  label: 'Anonymize',
  icon: <IconEraser size={16} aria-hidden />,
  onClick,
  danger: true,
});
