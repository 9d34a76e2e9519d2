import {
  isOlderSnapshot,
  liveStateOf,
  measuresOf,
  mergeMeasures,
  type BusLocation,
  type LatestMeasures,
  type Vehicle,
  type VehicleLiveFields,
  type VehicleLiveState,
  type VehicleTelemetry,
} from '@shuttle-ops/domain';
import type { LiveAlert } from '../api/telemetry-wire.ts';

export interface FleetAlert {
  /** The message's own id, as the vehicle gave it. */
  id: string | number;
  level: string;
  /** ALERT_RAISED or ALERT_CLEARED. */
  eventName: string;
  message: string;
  time: string;
  codes: readonly string[];
}

/** One vehicle as the dashboard shows it: its registry entry and its latest reported state. */
export interface FleetVehicle {
  id: string;
  name: string;
  /** Seats, from the vehicle registry; null when unknown. */
  maxOccupancy: number | null;
  /** The vehicle's own icon (a signed thumbnail link), or null for the standard shuttle. */
  iconUrl: string | null;
  lat: number | null;
  lon: number | null;
  /** Degrees clockwise from north. */
  heading: number | null;
  speed: number | null;
  battery: number | null;
  passengers: number | null;
  doors: string | null;
  vehicleMode: string | null;
  robotMode: string | null;
  supervisionMode: string | null;
  serviceMode: string | null;
  latestAlert: FleetAlert | null;
  measures: LatestMeasures['values'];
  /** Vehicle clock of the latest snapshot. */
  dtCanbus: string | null;
  /** When the console last heard from the vehicle (epoch ms, browser clock); null never. */
  lastSeen: number | null;
}

/** The customer's vehicles by id; replaced, never changed in place. */
export type Fleet = ReadonlyMap<string, FleetVehicle>;

function blank(id: string, name: string): FleetVehicle {
  return {
    id,
    name,
    maxOccupancy: null,
    iconUrl: null,
    lat: null,
    lon: null,
    heading: null,
    speed: null,
    battery: null,
    passengers: null,
    doors: null,
    vehicleMode: null,
    robotMode: null,
    supervisionMode: null,
    serviceMode: null,
    latestAlert: null,
    measures: {},
    dtCanbus: null,
    lastSeen: null,
  };
}

/** The live state's fields (liveStateOf) under the dashboard's names. */
const fleetFields = (fields: VehicleLiveFields) => ({
  lat: fields.lat,
  lon: fields.lon,
  heading: fields.heading,
  speed: fields.speed,
  battery: fields.battery,
  passengers: fields.passengers,
  doors: fields.doors,
  vehicleMode: fields.modes.VEHICLE_MODE,
  robotMode: fields.modes.ROBOT_MODE,
  supervisionMode: fields.modes.SUPERVISION_MODE,
  serviceMode: fields.modes.service_mode,
});

/**
 * The vehicle after a snapshot's measures (mergeMeasures, then liveStateOf); an older snapshot
 * than the one shown leaves the fleet as it is.
 */
function withMeasures(
  fleet: Fleet,
  current: FleetVehicle,
  incoming: Parameters<typeof mergeMeasures>[1],
  lastSeen: number,
  name = current.name,
): Fleet {
  const previous: LatestMeasures = { dtCanbus: current.dtCanbus, values: current.measures };
  const merged = mergeMeasures(previous, incoming);
  if (merged === previous) return fleet;
  return withVehicle(fleet, {
    ...current,
    name,
    ...fleetFields(liveStateOf(merged.values)),
    measures: merged.values,
    dtCanbus: merged.dtCanbus,
    lastSeen,
  });
}

function withVehicle(fleet: Fleet, vehicle: FleetVehicle): Fleet {
  const next = new Map(fleet);
  next.set(vehicle.id, vehicle);
  return next;
}

/**
 * The fleet from the REST reads: every vehicle of the registry that is not retired (also those
 * that have not reported yet), with its latest state. Live events already applied are kept when
 * they are newer than the read.
 */
export function mergeSnapshot(
  fleet: Fleet,
  registry: readonly Vehicle[],
  states: readonly VehicleLiveState[],
  now: number,
): Fleet {
  const next = new Map(fleet);
  for (const vehicle of registry) {
    if (vehicle.status_flag === 'retired') continue;
    const current = next.get(vehicle.Vehicle_ID) ?? blank(vehicle.Vehicle_ID, vehicle.name);
    next.set(vehicle.Vehicle_ID, {
      ...current,
      name: vehicle.name,
      maxOccupancy: vehicle.maxOccupancy,
      iconUrl: vehicle.vehicle_icon?.thumbnail_url ?? null,
    });
  }
  for (const state of states) {
    const current = next.get(state.Vehicle_ID) ?? blank(state.Vehicle_ID, state.name);
    if (
      current.dtCanbus !== null &&
      (state.dt_canbus === null || !isOlderSnapshot(current.dtCanbus, state.dt_canbus))
    ) {
      continue;
    }
    const alert = state.latest_alert;
    next.set(state.Vehicle_ID, {
      ...current,
      name: current.name === '' ? state.name : current.name,
      ...fleetFields(state),
      measures: state.measures,
      dtCanbus: state.dt_canbus,
      lastSeen: state.received_at === null ? null : Math.min(Date.parse(state.received_at), now),
      latestAlert:
        current.latestAlert ??
        (alert === null
          ? null
          : {
              id: alert.id,
              level: alert.level,
              eventName: alert.event_name,
              message: alert.message,
              time: alert.time,
              codes: alert.codes,
            }),
    });
  }
  return next;
}

/** A stored telemetry snapshot (onVehicleTelemetryData); an older one than shown is ignored. */
export function applyTelemetry(
  fleet: Fleet,
  telemetry: VehicleTelemetry,
  receivedAt: number,
): Fleet {
  const current = fleet.get(telemetry.vehicle_id) ?? blank(telemetry.vehicle_id, '');
  const values = measuresOf(telemetry.measure_values_list);
  return withMeasures(fleet, current, { dtCanbus: telemetry.dt_canbus, values }, receivedAt);
}

/** A position (onCreateBusLocation): moves the vehicle unless a newer snapshot placed it. */
export function applyLocation(fleet: Fleet, location: BusLocation, receivedAt: number): Fleet {
  const current = fleet.get(location.cav_id) ?? blank(location.cav_id, location.name);
  const values = { LATITUDE: location.lat, LONGITUDE: location.lon };
  return withMeasures(
    fleet,
    current,
    { dtCanbus: location.dt_iot, values },
    Math.max(current.lastSeen ?? 0, receivedAt),
    current.name === '' ? location.name : current.name,
  );
}

/** An alert message (onCreateAlert) becomes the vehicle's latest alert unless an older one. */
export function applyAlert(fleet: Fleet, alert: LiveAlert): Fleet {
  const current = fleet.get(alert.Source_ID);
  if (current === undefined) return fleet;
  const latest = current.latestAlert;
  if (latest !== null && Date.parse(alert.time) < Date.parse(latest.time)) return fleet;
  return withVehicle(fleet, {
    ...current,
    latestAlert: {
      id: alert.id,
      level: alert.level,
      eventName: alert.event_name,
      message: alert.message,
      time: alert.time,
      codes: alert.alerts.map((item) => item.code),
    },
  });
}

/** The vehicles by name, for the list. */
export function sortedVehicles(fleet: Fleet): FleetVehicle[] {
  return [...fleet.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}
