import type { Vehicle } from '@shuttle-ops/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import type { VehicleAction } from './vehicle-columns.tsx';

export interface VehicleConfirmDialogProps {
  pending: { action: VehicleAction; row: Vehicle } | null;
  busy: boolean;
  onConfirm: (action: VehicleAction, row: Vehicle) => void;
  onCancel: () => void;
}

const TEXT: Record<
  VehicleAction,
  { title: string; confirm: string; body: (name: string) => string; strong: boolean }
> = {
  delete: {
    title: 'Delete vehicle',
    confirm: 'Delete vehicle',
    body: (name) =>
      `Delete the vehicle “${name}”? Its MQTT login stops working. This cannot be undone.`,
    strong: false,
  },
  rotate: {
    title: 'Rotate MQTT credentials',
    confirm: 'Rotate credentials',
    body: (name) =>
      `Issue new MQTT credentials for “${name}”? The current password stops working at once, so the vehicle is offline until it is given the new one.`,
    strong: false,
  },
  anonymize: {
    title: 'Anonymize vehicle',
    confirm: 'Anonymize vehicle',
    body: (name) =>
      `Anonymize “${name}”? Its name, registration and icon are replaced for good, its MQTT login is revoked and it is retired. Seat counts stay for statistics. This cannot be undone.`,
    strong: true,
  },
};

/** Asks before a vehicle is deleted, anonymized or given new credentials. */
export function VehicleConfirmDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: VehicleConfirmDialogProps) {
  const text = pending === null ? null : TEXT[pending.action];
  return (
    <ConfirmDialog
      opened={pending !== null}
      title={text?.title ?? ''}
      confirmLabel={text?.confirm ?? ''}
      danger={pending?.action !== 'rotate'}
      busy={busy}
      typeToConfirm={text?.strong === true ? pending?.row.name : undefined}
      onConfirm={() => pending !== null && onConfirm(pending.action, pending.row)}
      onCancel={onCancel}
    >
      {pending !== null && text !== null ? text.body(pending.row.name) : null}
    </ConfirmDialog>
  );
}
