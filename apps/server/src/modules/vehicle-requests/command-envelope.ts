import type { FleetCommand } from '@shuttle-ops/domain';
import type { RequestTimeouts } from './request-timeouts.ts';

type EnvelopeField = 'command_id' | 'issued_at' | 'expires_at';

/** A command as its sender names it: the command and its args, without the envelope. */
export type CommandBody = FleetCommand extends infer C
  ? C extends FleetCommand
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

/** The command on the wire (`fleet/{cid}/{vid}/commands`). */
export const commandOf = (envelope: CommandEnvelope, body: CommandBody): FleetCommand => ({
  ...body,
  command_id: envelope.commandId,
  issued_at: envelope.issuedAt.toISOString(),
  expires_at: envelope.expiresAt.toISOString(),
});
