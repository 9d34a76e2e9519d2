import { z } from 'zod';
import { fleetId, isoUtc, wireText } from './fleet-fields.ts';

/** Spec §1 remote control (move, door) and the mission commands. */
export const FLEET_COMMANDS = [
  'move/start',
  'move/stop',
  'door/open',
  'door/close',
  'mission/start',
  'mission/cancel',
] as const;
export type FleetCommandName = (typeof FLEET_COMMANDS)[number];

/** The length of a command's nonce: 128 bits of an HMAC-SHA256, base64url. */
export const COMMAND_NONCE_LENGTH = 22;

/**
 * Made by the server for each command (a MAC of the vehicle and command ids); the vehicle echoes
 * it in every answer, and the server accepts no answer without it.
 */
const commandNonce = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
  .length(COMMAND_NONCE_LENGTH)
  .describe('Echo it in every answer on commands/ack');

const envelope = {
  command_id: z.uuid(),
  issued_at: isoUtc,
  /** A vehicle answers `expired` instead of acting on a command it receives after this. */
  expires_at: isoUtc,
  nonce: commandNonce,
};

const noArgs = z.object({}).optional();

/** A command on `fleet/{cid}/{vid}/commands`, server to vehicle; the args depend on the command. */
export const fleetCommand = z
  .discriminatedUnion('command', [
    z.object({ ...envelope, command: z.literal('move/start'), args: noArgs }),
    z.object({ ...envelope, command: z.literal('move/stop'), args: noArgs }),
    z.object({ ...envelope, command: z.literal('door/open'), args: noArgs }),
    z.object({ ...envelope, command: z.literal('door/close'), args: noArgs }),
    z.object({
      ...envelope,
      command: z.literal('mission/start'),
      args: z.object({ mission_id: fleetId, station_id: wireText(32), site_id: wireText(32) }),
    }),
    z.object({
      ...envelope,
      command: z.literal('mission/cancel'),
      args: z.object({ mission_id: fleetId }),
    }),
  ])
  .refine((command) => Date.parse(command.expires_at) > Date.parse(command.issued_at), {
    path: ['expires_at'],
    message: 'must be later than issued_at',
  });
export type FleetCommand = z.infer<typeof fleetCommand>;

/** A command before the server adds its `nonce` (the fleet module does, as it sends it). */
export type UnsignedFleetCommand = FleetCommand extends infer C
  ? C extends FleetCommand
    ? Omit<C, 'nonce'>
    : never
  : never;

export const isCommandExpired = (command: FleetCommand, now: Date): boolean =>
  now.getTime() > Date.parse(command.expires_at);

/**
 * acknowledged: received and accepted; executed: done; rejected: refused (the reason says why,
 * e.g. an interlock); expired: received after `expires_at`, not acted on.
 */
export const COMMAND_ACK_STATUSES = ['acknowledged', 'executed', 'rejected', 'expired'] as const;
export type CommandAckStatus = (typeof COMMAND_ACK_STATUSES)[number];

/**
 * The vehicle's answer on `fleet/{cid}/{vid}/commands/ack`; a rejection names its reason. The
 * `nonce` is the command's: without it, or with another, the server refuses the answer (`NONCE`)
 * rather than the payload (so the structure lets it be absent).
 */
export const fleetCommandAck = z
  .object({
    command_id: z.uuid(),
    vehicle_id: fleetId,
    status: z.enum(COMMAND_ACK_STATUSES),
    reason: wireText(256).optional(),
    at: isoUtc,
    nonce: z.string().max(64).optional().describe('The nonce of the command answered'),
  })
  .refine((ack) => ack.status !== 'rejected' || ack.reason !== undefined, {
    path: ['reason'],
    message: 'a rejection names its reason',
  });
export type FleetCommandAck = z.infer<typeof fleetCommandAck>;
