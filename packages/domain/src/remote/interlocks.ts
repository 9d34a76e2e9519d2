import { dataFreshness, LIVE_STATE_THRESHOLDS } from '../telemetry/data-freshness.ts';
import type { VehicleLiveState } from '../telemetry/live.ts';
import type { RemoteCommandName } from './remote-command.ts';

type InterlockState = Pick<VehicleLiveState, 'received_at' | 'speed' | 'doors'>;

/**
 * Why a command must not be sent to a vehicle in this state, or null when it may be.
 * A stop is always sent: refusing it could only leave a shuttle moving. Telemetry older than
 * LIVE_STATE_THRESHOLDS.interlockFreshS (server clock) blocks every other command.
 */
export function interlockFor(
  command: RemoteCommandName,
  state: InterlockState | undefined,
  now: Date,
): string | null {
  if (command === 'move/stop') return null;
  const freshness = dataFreshness(state?.received_at ?? null, now);
  if (!state || freshness.ageMs === null) {
    return 'The vehicle has sent no telemetry: its state is unknown.';
  }
  if (!freshness.interlockFresh) {
    return `The vehicle's telemetry is ${Math.round(freshness.ageMs / 1000)} s old (at most ${LIVE_STATE_THRESHOLDS.interlockFreshS} s allowed).`;
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
