import type { VehicleLiveState } from '@shuttle-ops/domain';
import type { CommandOutcome } from './command-outcomes.ts';

export interface FleetRow {
  state: VehicleLiveState;
  /** The newest STOP sent to this shuttle (this console's or another's), if any. */
  lastStop: CommandOutcome | null;
}

/** The fleet view's rows, by name, each with the newest STOP it was sent. */
export function fleetRows(
  states: readonly VehicleLiveState[],
  outcomes: readonly CommandOutcome[],
): FleetRow[] {
  const lastStops = new Map<string, CommandOutcome>();
  // Outcomes are newest first: the first STOP of a vehicle is its newest.
  for (const outcome of outcomes) {
    if (outcome.command === 'move/stop' && !lastStops.has(outcome.vehicleId)) {
      lastStops.set(outcome.vehicleId, outcome);
    }
  }
  return [...states]
    .sort((a, b) => a.name.localeCompare(b.name) || a.Vehicle_ID.localeCompare(b.Vehicle_ID))
    .map((state) => ({ state, lastStop: lastStops.get(state.Vehicle_ID) ?? null }));
}

/** "AUTONOMOUS · 12.0 km/h"; the parts that are known. */
export function fleetSummary(state: VehicleLiveState): string {
  const parts = [
    state.modes.VEHICLE_MODE,
    state.speed === null ? null : `${state.speed.toFixed(1)} km/h`,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'No state reported';
}
