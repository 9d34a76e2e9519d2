import type { CommandState } from '@shuttle-ops/domain';
import type { AuditRepository } from '../audit/index.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { presentCommand } from './commands.presenter.ts';
import type { CommandRow } from './commands.repository.ts';

const AUDIT_OUTCOME: Partial<Record<CommandState, 'success' | 'failure'>> = {
  executed: 'success',
  rejected: 'failure',
  expired: 'failure',
  failed: 'failure',
  timed_out: 'failure',
};

/** Where the request that changed a command came from, for the audit log. */
export interface RequestOrigin {
  requestId?: string;
  ip?: string;
}

/**
 * Makes a command's stored state change known: published as `vehicleCommand`, and audited once
 * the command has ended.
 */
export function commandRecorder(bus: EventBus, audit: AuditRepository) {
  return async (row: CommandRow, origin: RequestOrigin = {}): Promise<void> => {
    bus.publish({
      type: 'vehicleCommand',
      customerId: row.customerId,
      vehicleId: row.vehicleId,
      payload: presentCommand(row),
    });
    const outcome = AUDIT_OUTCOME[row.state];
    if (!outcome) return;
    await audit.record({
      action: 'vehicle.command',
      outcome,
      customerId: row.customerId,
      userId: row.userId,
      username: row.username,
      ...origin,
      details: {
        command_id: row.id,
        vehicle_id: row.vehicleId,
        command: row.command,
        state: row.state,
        reason: row.reason,
      },
    });
  };
}

export type RecordCommand = ReturnType<typeof commandRecorder>;
