import type { VehicleLiveState } from '../telemetry/live.ts';
import type { RemoteCommandName } from './remote-command.ts';

/** Telemetry older than this (server clock) blocks every command but a stop. */
export const TELEMETRY_FRESH_MS = 5000;

type InterlockState = Pick<VehicleLiveState, 'received_at' | 'speed' | 'doors'>;

/**
 * Why a command must not be sent to a vehicle in this state, or null when it may be.
 * A stop is always sent: refusing it could only leave a shuttle moving.
 */
export function interlockFor(
  command: RemoteCommandName,
  state: InterlockState | undefined,
  now: Date,
): string | null {
  if (command === 'move/stop') return null;
  const receivedAt = state?.received_at ? Date.parse(state.received_at) : Number.NaN;
  if (!state || Number.isNaN(receivedAt)) {
    return 'The vehicle has sent no telemetry: its state is unknown.';
  }
  const age = now.getTime() - receivedAt;
  if (age > TELEMETRY_FRESH_MS) {
    return `The vehicle's telemetry is ${Math.round(age / 1000)} s old (at most ${TELEMETRY_FRESH_MS / 1000} s allowed).`;
  }
  if (command === 'door/open' && (state.speed === null || state.speed > 0)) {
    return state.speed === null
      ? 'The vehicle has not reported its speed: doors open only at a standstill.'
      : `The vehicle is moving (${state.speed} km/h): doors open only at a standstill.`;
  }
  if (command === 'move/start' && state.doors !== 'CLOSED') {
    return state.doors === null
      ? 'The vehicle has not reported its doors: it moves only with its doors closed.'
      : `A door is not closed (${state.doors}): the vehicle moves only with its doors closed.`;
  }
  return null;
}
