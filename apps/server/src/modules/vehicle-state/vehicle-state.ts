import {
  applySnapshot,
  liveStateOf,
  type FleetAlert,
  type StoredSnapshot,
  type VehicleLiveState,
} from '@shuttle-ops/domain';

export interface StateVehicle {
  customerId: string;
  vehicleId: string;
  name: string;
}

/** What the state keeps of an alert message (a FleetAlert is one). */
export type StateAlert = Pick<FleetAlert, 'id' | 'level' | 'event_name' | 'message' | 'time'> & {
  alerts: readonly { code: string }[];
};

/**
 * The latest state of every vehicle that has reported, in memory, so that dashboards and
 * "current state" reads never query the database. Rebuilt from the database at start and kept
 * up to date by the ingest pipeline once messages are stored. States are replaced, never
 * changed in place, so a reader may keep the object it got.
 */
export interface VehicleStateStore {
  get(customerId: string, vehicleId: string): VehicleLiveState | undefined;
  /** The customer's vehicles, by name. */
  list(customerId: string): VehicleLiveState[];
  /** Every vehicle's state, in no order, without copying (server-side sweeps: the alarm rules). */
  all(): IterableIterator<VehicleLiveState>;
  /** Applies a snapshot unless the state already holds a newer one (late redelivery). */
  applyTelemetry(vehicle: StateVehicle, snapshot: StoredSnapshot): void;
  applyAlert(vehicle: StateVehicle, alert: StateAlert): void;
  readonly size: number;
}

function emptyState(vehicle: StateVehicle): VehicleLiveState {
  return {
    Vehicle_ID: vehicle.vehicleId,
    Customer_ID: vehicle.customerId,
    name: vehicle.name,
    dt_canbus: null,
    received_at: null,
    ...liveStateOf({}),
    latest_alert: null,
    measures: {},
  };
}

export function createVehicleStateStore(): VehicleStateStore {
  const states = new Map<string, VehicleLiveState>();
  const byCustomer = new Map<string, Set<string>>();

  const current = (vehicle: StateVehicle): VehicleLiveState => {
    const found = states.get(vehicle.vehicleId);
    if (found && found.Customer_ID === vehicle.customerId) return found;
    if (found) byCustomer.get(found.Customer_ID)?.delete(vehicle.vehicleId);
    return emptyState(vehicle);
  };
  const put = (state: VehicleLiveState) => {
    states.set(state.Vehicle_ID, state);
    let ids = byCustomer.get(state.Customer_ID);
    if (!ids) byCustomer.set(state.Customer_ID, (ids = new Set()));
    ids.add(state.Vehicle_ID);
  };

  return {
    get(customerId, vehicleId) {
      const state = states.get(vehicleId);
      return state?.Customer_ID === customerId ? state : undefined;
    },
    list(customerId) {
      const ids = byCustomer.get(customerId) ?? new Set<string>();
      return [...ids]
        .map((id) => states.get(id)!)
        .sort((a, b) => a.name.localeCompare(b.name) || a.Vehicle_ID.localeCompare(b.Vehicle_ID));
    },
    all() {
      return states.values();
    },
    applyTelemetry(vehicle, snapshot) {
      const state = current(vehicle);
      const next = applySnapshot(state, snapshot);
      if (next !== state) put({ ...next, name: vehicle.name });
    },
    applyAlert(vehicle, alert) {
      const state = current(vehicle);
      const latest = state.latest_alert;
      if (latest && Date.parse(latest.time) > Date.parse(alert.time)) return;
      put({
        ...state,
        name: vehicle.name,
        latest_alert: {
          id: alert.id,
          level: alert.level,
          event_name: alert.event_name,
          message: alert.message,
          time: alert.time,
          codes: alert.alerts.map((item) => item.code),
        },
      });
    },
    get size() {
      return states.size;
    },
  };
}
