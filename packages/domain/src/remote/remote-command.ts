import { z } from 'zod';
import { customerIdParam, listQuery, listResponse, sortOrder, timestamp } from '../admin/list.ts';
import { instant } from '../validation/instant.ts';

/** The remote-control commands of spec §7 (`POST navyacontrolapi/<command>`). */
export const REMOTE_COMMANDS = ['move/start', 'move/stop', 'door/open', 'door/close'] as const;
export type RemoteCommandName = (typeof REMOTE_COMMANDS)[number];

/** Each command in the words people use for it (logs, buttons, outcomes). */
export const REMOTE_COMMAND_LABELS: Readonly<Record<RemoteCommandName, string>> = {
  'move/start': 'Start moving',
  'move/stop': 'Stop',
  'door/open': 'Open doors',
  'door/close': 'Close doors',
};

/**
 * A command's life on the server: `sent` once published to the vehicle, then the vehicle's
 * answers `acknowledged` → `executed` | `rejected` | `expired`; `failed` when it could not be
 * sent, `timed_out` when the vehicle did not answer in time (a late answer still moves it on).
 */
export const COMMAND_STATES = [
  'sent',
  'acknowledged',
  'executed',
  'rejected',
  'expired',
  'failed',
  'timed_out',
] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

/** States after which the vehicle will not act on the command. */
export const FINAL_COMMAND_STATES: readonly CommandState[] = [
  'executed',
  'rejected',
  'expired',
  'failed',
];

/**
 * The body of every remote command: the vehicle (`vehicle_id`, or `Vehicle_ID` as the admin API
 * spells it) and an optional client `command_id`: the same id again never sends a second time.
 */
export const remoteCommandBody = z
  .object({
    vehicle_id: z.uuid().optional(),
    Vehicle_ID: z.uuid().optional(),
    command_id: z.uuid().optional(),
    /** Platform-owner administrators may command another customer's vehicle. */
    Customer_ID: customerIdParam,
  })
  .refine((body) => body.vehicle_id !== undefined || body.Vehicle_ID !== undefined, {
    path: ['vehicle_id'],
    message: 'names the vehicle (vehicle_id)',
  })
  .refine(
    (body) =>
      body.vehicle_id === undefined ||
      body.Vehicle_ID === undefined ||
      body.vehicle_id === body.Vehicle_ID,
    { path: ['Vehicle_ID'], message: 'must be the same vehicle as vehicle_id' },
  );
export type RemoteCommandBody = z.infer<typeof remoteCommandBody>;

/** 200: the vehicle confirmed that it carried the command out (DESIGN.md). */
export const remoteCommandExecuted = z.object({
  command_id: z.uuid(),
  status: z.literal('executed'),
});
export type RemoteCommandExecuted = z.infer<typeof remoteCommandExecuted>;

export const commandStateChange = z.object({
  state: z.enum(COMMAND_STATES),
  at: timestamp,
  reason: z.string().nullable(),
});
export type CommandStateChange = z.infer<typeof commandStateChange>;

/** One command as the command log and `onVehicleCommand` show it. */
export const vehicleCommandRecord = z.object({
  command_id: z.uuid(),
  Vehicle_ID: z.uuid(),
  Customer_ID: z.uuid(),
  command: z.enum(REMOTE_COMMANDS),
  state: z.enum(COMMAND_STATES),
  /** The vehicle's reason of a rejection, or why the server gave up. */
  reason: z.string().nullable(),
  issued_at: timestamp,
  expires_at: timestamp,
  updated_at: timestamp,
  user_id: z.uuid().nullable(),
  username: z.string().nullable(),
  history: z.array(commandStateChange),
});
export type VehicleCommandRecord = z.infer<typeof vehicleCommandRecord>;

export const COMMAND_SORT = ['issued_at', 'command', 'state', 'updated_at'] as const;

/** `GET navyacontrolapi/commands`: the list contract of ADR 0004, newest first by default. */
export const commandListQuery = listQuery(COMMAND_SORT, 'issued_at').extend({
  vehicle_id: z.uuid().optional(),
  command: z.enum(REMOTE_COMMANDS).optional(),
  state: z.enum(COMMAND_STATES).optional(),
  from: instant.optional(),
  to: instant.optional(),
  sort_order: sortOrder.default('desc'),
});
export type CommandListQuery = z.infer<typeof commandListQuery>;

export const commandList = listResponse(vehicleCommandRecord);
export type CommandList = z.infer<typeof commandList>;
