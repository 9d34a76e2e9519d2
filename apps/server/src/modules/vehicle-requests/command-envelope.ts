import type { UnsignedFleetCommand } from '@shuttle-ops/domain';
import type { RequestTimeouts } from './request-timeouts.ts';

type EnvelopeField = 'command_id' | 'issued_at' | 'expires_at';

/** A command as its sender names it: the command and its args, without the envelope. */
export type CommandBody = UnsignedFleetCommand extends infer C
  ? C extends UnsignedFleetCommand
    ? Omit<C, EnvelopeField>
    : never
  : never;

/** What every command carries: its id, when it was issued and until when it is valid. */
export interface CommandEnvelope {
  commandId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export const envelopeOf = (
  commandId: string,
  issuedAt: Date,
  { expiryMs }: Pick<RequestTimeouts, 'expiryMs'>,
): CommandEnvelope => ({
  commandId,
  issuedAt,
  expiresAt: new Date(issuedAt.getTime() + expiryMs),
});

/** The command on the wire (`fleet/{cid}/{vid}/commands`) but its nonce, which the fleet adds. */
export const commandOf = (envelope: CommandEnvelope, body: CommandBody): UnsignedFleetCommand => ({
  ...body,
  command_id: envelope.commandId,
  issued_at: envelope.issuedAt.toISOString(),
  expires_at: envelope.expiresAt.toISOString(),
});
