import { Alert } from '@mantine/core';
import type { DepartureGateStatus } from '@shuttle-ops/domain';
import { READABLE_ALERT } from './readable-alert.ts';

const TITLES: Record<DepartureGateStatus['state'], string> = {
  not_required: 'No checklist needed',
  ready: 'Ready to depart',
  override: 'Allowed today by an administrator',
  checklist_required: 'Checklist needed before departure',
  checklist_failed: 'The last checklist failed',
  out_of_service: 'Out of service',
};

/** Whether the vehicle may start a service now, and why not (the departure gate). */
export function DepartureGateNotice({ gate }: { gate: DepartureGateStatus }) {
  const color = gate.allowed ? 'green' : gate.state === 'out_of_service' ? 'red' : 'orange';
  return (
    <Alert
      color={color}
      variant="light"
      title={TITLES[gate.state]}
      data-testid="departure-gate"
      styles={READABLE_ALERT}
    >
      {gate.message}
    </Alert>
  );
}
