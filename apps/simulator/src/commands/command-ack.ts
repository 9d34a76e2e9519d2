import type { CommandAckStatus, FleetCommand, FleetCommandAck } from '@shuttle-ops/domain';

/**
 * The vehicle's answer to a command, as it publishes it on `commands/ack`: it echoes the
 * command's nonce, without which the server refuses the answer.
 */
export function commandAck(
  vehicleId: string,
  command: Pick<FleetCommand, 'command_id' | 'nonce'>,
  status: CommandAckStatus,
  at: Date,
  reason?: string,
): FleetCommandAck {
  return {
    command_id: command.command_id,
    vehicle_id: vehicleId,
    status,
    ...(reason === undefined ? {} : { reason }),
    at: at.toISOString(),
    nonce: command.nonce,
  };
}
