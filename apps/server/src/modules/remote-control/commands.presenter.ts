import type { VehicleCommandRecord } from '@shuttle-ops/domain';
import type { CommandRow } from './commands.repository.ts';

/** A stored command on the wire (command log, `onVehicleCommand`). */
export function presentCommand(row: CommandRow): VehicleCommandRecord {
  return {
    command_id: row.id,
    Vehicle_ID: row.vehicleId,
    Customer_ID: row.customerId,
    command: row.command,
    state: row.state,
    reason: row.reason,
    issued_at: row.issuedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user_id: row.userId,
    username: row.username,
    history: row.history,
  };
}
