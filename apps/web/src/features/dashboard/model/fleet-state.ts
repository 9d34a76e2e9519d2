import type { BusLocation, Vehicle, VehicleLiveState, VehicleTelemetry } from '@shuttle-ops/domain';
import type { LiveAlert } from '../api/telemetry-wire.ts';

export type MeasureValue = number | string;

export interface FleetAlert {
  id: string;
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
  measures: Readonly<Record<string, MeasureValue>>;
  /** Vehicle clock of the latest snapshot. */
  dtCanbus: string | null;
  /** When the console last heard from the vehicle (epoch ms, browser clock); null never. */
  lastSeen: number | null;
}

/** The customer's vehicles by id; replaced, never changed in place. */
export type Fleet = ReadonlyMap<string, FleetVehicle>;

const num = (value: MeasureValue | undefined): number | null =>
  typeof value === 'number' ? value : null;
const text = (value: MeasureValue | undefined): string | null =>
  typeof value === 'string' ? value : null;

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

/** The fields that mirror a measure, as the server's latest state derives them. */
function fromMeasures(measures: Readonly<Record<string, MeasureValue>>) {
  return {
    lat: num(measures['LATITUDE']),
    lon: num(measures['LONGITUDE']),
    heading: num(measures['COURSE']),
    speed: num(measures['SPEED']),
    battery: num(measures['BATTERY_STATUS_LEVEL']),
    passengers: num(measures['PASSENGERS_COUNT']),
    doors: text(measures['DOOR_STATUS']),
    vehicleMode: text(measures['VEHICLE_MODE']),
    robotMode: text(measures['ROBOT_MODE']),
    supervisionMode: text(measures['SUPERVISION_MODE']),
    serviceMode: text(measures['service_mode']),
  };
}

const isOlder = (time: string, than: string | null): boolean =>
  than !== null && Date.parse(time) < Date.parse(than);

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
      state.dt_canbus !== null &&
      current.dtCanbus !== null &&
      !isOlder(current.dtCanbus, state.dt_canbus)
    ) {
      continue;
    }
    const alert = state.latest_alert;
    next.set(state.Vehicle_ID, {
      ...current,
      name: current.name === '' ? state.name : current.name,
      ...fromMeasures(state.measures),
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
  if (isOlder(telemetry.dt_canbus, current.dtCanbus)) return fleet;
  const measures: Record<string, MeasureValue> = { ...current.measures };
  for (const { measure_name, measure_value } of telemetry.measure_values_list) {
    measures[measure_name] = measure_value;
  }
  return withVehicle(fleet, {
    ...current,
    ...fromMeasures(measures),
    measures,
    dtCanbus: telemetry.dt_canbus,
    lastSeen: receivedAt,
  });
}

/** A position (onCreateBusLocation): moves the vehicle unless a newer snapshot placed it. */
export function applyLocation(fleet: Fleet, location: BusLocation, receivedAt: number): Fleet {
  const current = fleet.get(location.cav_id) ?? blank(location.cav_id, location.name);
  if (isOlder(location.dt_iot, current.dtCanbus)) return fleet;
  return withVehicle(fleet, {
    ...current,
    name: current.name === '' ? location.name : current.name,
    lat: location.lat,
    lon: location.lon,
    lastSeen: Math.max(current.lastSeen ?? 0, receivedAt),
  });
}

/** An alert message (onCreateAlert) becomes the vehicle's latest alert unless an older one. */
export function applyAlert(fleet: Fleet, alert: LiveAlert): Fleet {
  const current = fleet.get(alert.Source_ID);
  if (current === undefined) return fleet;
  if (current.latestAlert !== null && isOlder(alert.time, current.latestAlert.time)) return fleet;
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
