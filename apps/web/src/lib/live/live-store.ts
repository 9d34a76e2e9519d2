import {
  blankVehicle,
  mergeReading,
  positionReading,
  publicVehicleReading,
  stateReading,
  telemetryReading,
  withAlert,
  type LiveReading,
  type LiveVehicle,
  type VehicleAlert,
} from './live-vehicle.ts';
import type { PublicVehicle, VehicleLiveState, VehicleTelemetry } from '@shuttle-ops/domain';

/** Every vehicle heard of, by id; replaced at each publication, never changed in place. */
export type LiveVehicles = ReadonlyMap<string, LiveVehicle>;

/** Listeners hear of the changes of each 100 ms at once, however many messages came. */
export const LIVE_PUBLISH_MS = 100;

/** Runs `publish` later (a timer in the browser); returns how to cancel it. */
export type PublishScheduler = (publish: () => void) => () => void;

const afterInterval: PublishScheduler = (publish) => {
  const timer = setTimeout(publish, LIVE_PUBLISH_MS);
  return () => clearTimeout(timer);
};

export interface LiveStore {
  /** The vehicles as last published (stable between publications: for useSyncExternalStore). */
  vehicles: () => LiveVehicles;
  /** One vehicle as last published, or undefined when never heard of. */
  vehicle: (id: string) => LiveVehicle | undefined;
  subscribe: (listener: () => void) => () => void;
  /** A stored telemetry snapshot (`onVehicleTelemetryData`), heard at `receivedAt`. */
  telemetry: (telemetry: VehicleTelemetry, receivedAt: number) => void;
  /** A position alone (the public feed), heard at `receivedAt`. */
  position: (
    vehicleId: string,
    position: { lat: number; lon: number; dt_iot: string },
    receivedAt: number,
  ) => void;
  /** The states of `GET vehicles/state`, read at `now`. */
  states: (states: readonly VehicleLiveState[], now: number) => void;
  /** The shuttles of `GET /public/v1/vehicles`, read at `fetchedAt`. */
  publicVehicles: (vehicles: readonly PublicVehicle[], fetchedAt: number) => void;
  /** An alert message of a vehicle (`onCreateAlert` or the REST state's latest alert). */
  alert: (vehicleId: string, alert: VehicleAlert) => void;
  /** Publishes now what is pending (tests, and a screen that must show the latest at once). */
  flush: () => void;
  dispose: () => void;
}

/**
 * The web console's one store of vehicles' live state. Every message is merged once, by the one
 * rule of live-vehicle.ts, into a working map that is not copied per message; what listeners see
 * is published at most every LIVE_PUBLISH_MS (one copy of the map per publication), and a vehicle
 * that did not change keeps its object, so a screen that selects one vehicle does not redraw
 * for the others.
 */
export function createLiveStore(schedule: PublishScheduler = afterInterval): LiveStore {
  const working = new Map<string, LiveVehicle>();
  const changed = new Set<string>();
  let published: LiveVehicles = new Map();
  const listeners = new Set<() => void>();
  let cancel: (() => void) | null = null;

  const publish = (): void => {
    cancel = null;
    if (changed.size === 0) return;
    const next = new Map(published);
    for (const id of changed) {
      const vehicle = working.get(id);
      if (vehicle !== undefined) next.set(id, vehicle);
    }
    changed.clear();
    published = next;
    for (const listener of listeners) listener();
  };

  const update = (id: string, change: (current: LiveVehicle) => LiveVehicle): void => {
    const current = working.get(id) ?? blankVehicle(id);
    const next = change(current);
    if (next === current) return;
    working.set(id, next);
    changed.add(id);
    cancel ??= schedule(publish);
  };

  const merge = (id: string, reading: LiveReading | null): void => {
    if (reading !== null) update(id, (current) => mergeReading(current, reading));
  };
  const alert = (id: string, message: VehicleAlert): void =>
    update(id, (current) => withAlert(current, message));

  return {
    vehicles: () => published,
    vehicle: (id) => published.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    telemetry: (telemetry, receivedAt) =>
      merge(telemetry.vehicle_id, telemetryReading(telemetry, receivedAt)),
    position: (vehicleId, position, receivedAt) =>
      update(vehicleId, (current) =>
        mergeReading(current, positionReading(current, position, receivedAt)),
      ),
    states(states, now) {
      for (const state of states) {
        merge(state.Vehicle_ID, stateReading(state, now));
        if (state.latest_alert !== null) alert(state.Vehicle_ID, state.latest_alert);
      }
    },
    publicVehicles(vehicles, fetchedAt) {
      for (const vehicle of vehicles) {
        merge(vehicle.Vehicle_ID, publicVehicleReading(vehicle, fetchedAt));
      }
    },
    alert,
    flush() {
      cancel?.();
      publish();
    },
    dispose() {
      cancel?.();
      cancel = null;
      listeners.clear();
    },
  };
}
