import type { CommandState, RemoteCommandName, VehicleCommandRecord } from '@shuttle-ops/domain';

/** A command's state as the console shows it: the server's, or what the answer said. */
export type OutcomeState = CommandState | 'sending' | 'interlock' | 'refused';

export interface CommandOutcome {
  commandId: string;
  command: RemoteCommandName;
  vehicleId: string;
  state: OutcomeState;
  /** The vehicle's reason, the interlock or the error, when there is one. */
  message: string | null;
  issuedAt: string;
  username: string | null;
}

export type OutcomeAction =
  | { type: 'issued'; commandId: string; command: RemoteCommandName; vehicleId: string; at: string }
  | { type: 'event'; record: VehicleCommandRecord }
  | { type: 'executed'; commandId: string }
  | { type: 'failed'; commandId: string; code: string; status: number; message: string };

/** Later states win; an event that comes after the answer never takes a command back. */
const RANK: Record<OutcomeState, number> = {
  sending: 0,
  sent: 1,
  acknowledged: 2,
  timed_out: 3,
  executed: 4,
  rejected: 4,
  expired: 4,
  failed: 4,
  interlock: 4,
  refused: 4,
};

export const MAX_OUTCOMES = 50;

function stateOfError(code: string, status: number): OutcomeState {
  if (code === 'INTERLOCK') return 'interlock';
  if (code === 'REJECTED') return 'rejected';
  if (code === 'VEHICLE_TIMEOUT') return 'timed_out';
  if (status === 403 || status === 404) return 'refused';
  return 'failed';
}

function update(
  list: readonly CommandOutcome[],
  commandId: string,
  change: (outcome: CommandOutcome) => CommandOutcome,
): CommandOutcome[] {
  return list.map((outcome) => (outcome.commandId === commandId ? change(outcome) : outcome));
}

const advance = (outcome: CommandOutcome, state: OutcomeState, message: string | null) =>
  RANK[state] >= RANK[outcome.state]
    ? { ...outcome, state, message: message ?? outcome.message }
    : outcome;

/** The commands of this console, newest first, as their answers and events come in. */
export function outcomesReducer(
  list: readonly CommandOutcome[],
  action: OutcomeAction,
): CommandOutcome[] {
  switch (action.type) {
    case 'issued': {
      const outcome: CommandOutcome = {
        commandId: action.commandId,
        command: action.command,
        vehicleId: action.vehicleId,
        state: 'sending',
        message: null,
        issuedAt: action.at,
        username: null,
      };
      return [outcome, ...list].slice(0, MAX_OUTCOMES);
    }
    case 'event': {
      const { record } = action;
      if (!list.some((outcome) => outcome.commandId === record.command_id)) {
        // Sent by another console: shown too, so every operator sees what the vehicle was told.
        const outcome: CommandOutcome = {
          commandId: record.command_id,
          command: record.command,
          vehicleId: record.Vehicle_ID,
          state: record.state,
          message: record.reason,
          issuedAt: record.issued_at,
          username: record.username,
        };
        return [outcome, ...list].slice(0, MAX_OUTCOMES);
      }
      return update(list, record.command_id, (outcome) => ({
        ...advance(outcome, record.state, record.reason),
        username: record.username,
      }));
    }
    case 'executed':
      return update(list, action.commandId, (outcome) => advance(outcome, 'executed', null));
    case 'failed':
      return update(list, action.commandId, (outcome) =>
        advance(outcome, stateOfError(action.code, action.status), action.message),
      );
  }
}

export const STATE_LABELS: Record<OutcomeState, string> = {
  sending: 'Sending',
  sent: 'Sent',
  acknowledged: 'Acknowledged',
  executed: 'Executed',
  rejected: 'Rejected',
  expired: 'Expired',
  failed: 'Failed',
  timed_out: 'Timed out',
  interlock: 'Blocked',
  refused: 'Not permitted',
};

/** Dark enough for white text on a filled badge (WCAG AA). */
export const STATE_COLORS: Record<OutcomeState, string> = {
  sending: '#495057',
  sent: '#1864ab',
  acknowledged: '#1864ab',
  executed: '#267a37',
  rejected: '#c92a2a',
  expired: '#8a5a00',
  failed: '#c92a2a',
  timed_out: '#8a5a00',
  interlock: '#8a5a00',
  refused: '#c92a2a',
};
