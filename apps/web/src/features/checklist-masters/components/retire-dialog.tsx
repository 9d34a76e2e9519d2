import type { ChecklistMaster } from '@shuttle-ops/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';

export interface RetireDialogProps {
  master: ChecklistMaster | null;
  busy: boolean;
  onConfirm: (master: ChecklistMaster) => void;
  onCancel: () => void;
}

/** Asks before a master is retired. */
export function RetireDialog({ master, busy, onConfirm, onCancel }: RetireDialogProps) {
  return (
    <ConfirmDialog
      opened={master !== null}
      title="Retire checklist"
      confirmLabel="Retire checklist"
      danger
      busy={busy}
      onConfirm={() => master !== null && onConfirm(master)}
      onCancel={onCancel}
    >
      {master !== null &&
        `Retire “${master.name}”? Operators no longer see it and vehicles no longer need it before they start; completed checklists keep showing it.`}
    </ConfirmDialog>
  );
}
