import type { ReactNode } from 'react';
import type { RowConfirmation } from '../../lib/hooks/use-row-confirmation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ConfirmRowDialogProps<T> {
  confirmation: RowConfirmation<T>;
  /** The title and the confirm button's label. */
  title: string;
  /** What will happen to the row. */
  children: (row: T) => ReactNode;
}

/** Asks before a change to one row that cannot be undone (`useRowConfirmation`). */
export function ConfirmRowDialog<T>({ confirmation, title, children }: ConfirmRowDialogProps<T>) {
  return (
    <ConfirmDialog
      opened={confirmation.row !== null}
      title={title}
      confirmLabel={title}
      danger
      busy={confirmation.busy}
      onConfirm={confirmation.confirm}
      onCancel={confirmation.cancel}
    >
      {confirmation.row !== null && children(confirmation.row)}
    </ConfirmDialog>
  );
}
