import type { BusLocation, Vehicle, VehicleLiveState, VehicleTelemetry } from '@shuttle-ops/domain';
import type { LiveAlert } from '../api/telemetry-wire.ts';
import { applyAlert, applyLocation, applyTelemetry, mergeSnapshot } from '../model/fleet-state.ts';
import type { Fleet } from '../model/fleet-state.ts';

export type FleetAction =
  | {
      type: 'snapshot';
      registry: readonly Vehicle[];
      states: readonly VehicleLiveState[];
      now: number;
    }
  | { type: 'telemetry'; telemetry: VehicleTelemetry; receivedAt: number }
  | { type: 'location'; location: BusLocation; receivedAt: number }
  | { type: 'alert'; alert: LiveAlert };

export function reduceFleet(fleet: Fleet, action: FleetAction): Fleet {
  switch (action.type) {
    case 'snapshot':
      return mergeSnapshot(fleet, action.registry, action.states, action.now);
    case 'telemetry':
      return applyTelemetry(fleet, action.telemetry, action.receivedAt);
    case 'location':
      return applyLocation(fleet, action.location, action.receivedAt);
    case 'alert':
      return applyAlert(fleet, action.alert);
  }
}

/** Screens redraw at most this often, however many vehicles report meanwhile. */
export const FLEET_NOTIFY_MS = 100;

export interface FleetStore {
  getSnapshot: () => Fleet;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: FleetAction) => void;
  dispose: () => void;
}

/**
 * The dashboard's fleet: REST reads and live events folded in as they come; listeners hear of
 * the changes of each 100 ms at once, so a busy fleet does not redraw the page per message.
 */
export function createFleetStore(): FleetStore {
  let fleet: Fleet = new Map();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const notify = (): void => {
    timer = undefined;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => fleet,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = reduceFleet(fleet, action);
      if (next === fleet) return;
      fleet = next;
      timer ??= setTimeout(notify, FLEET_NOTIFY_MS);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      listeners.clear();
    },
  };
}
