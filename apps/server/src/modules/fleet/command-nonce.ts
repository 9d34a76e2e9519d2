import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  COMMAND_NONCE_LENGTH,
  type FleetCommand,
  type FleetCommandAck,
  type UnsignedFleetCommand,
} from '@shuttle-ops/domain';

/** The name of the nonces' secret in `server_secrets` (shared by every server copy). */
export const COMMAND_NONCE_SECRET = 'command-nonces';

export interface CommandNonces {
  /** The command as sent: with the nonce of its vehicle and id. */
  sign(vehicleId: string, command: UnsignedFleetCommand): FleetCommand;
  /** Whether the answer carries the nonce of the command it answers, for this vehicle. */
  verify(vehicleId: string, ack: FleetCommandAck): boolean;
}

/**
 * Per-command nonces: base64url(HMAC-SHA256(secret, `${vehicle_id}:${command_id}`)), first 22
 * characters (132 bits). Only the vehicle the command went to learns it, so an answer with it
 * comes from that vehicle (or whoever it told) and answers a command the server sent.
 */
export function commandNonces(secret: string): CommandNonces {
  const nonceOf = (vehicleId: string, commandId: string) =>
    createHmac('sha256', secret)
      .update(`${vehicleId}:${commandId}`)
      .digest('base64url')
      .slice(0, COMMAND_NONCE_LENGTH);
  return {
    sign: (vehicleId, command) => ({ ...command, nonce: nonceOf(vehicleId, command.command_id) }),
    verify(vehicleId, ack) {
      if (ack.nonce === undefined) return false;
      const expected = Buffer.from(nonceOf(vehicleId, ack.command_id));
      const given = Buffer.from(ack.nonce);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
