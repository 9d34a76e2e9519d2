import type { LatestValue, Vehicle } from '@shuttle-ops/domain';
import type { LiveVehicle, LiveVehicles, VehicleAlert } from '../../../lib/live/index.ts';

/** One vehicle as the dashboard shows it: its registry entry and its live state. */
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
  latestAlert: VehicleAlert | null;
  measures: Readonly<Record<string, LatestValue>>;
  /** Vehicle clock of the latest snapshot. */
  dtCanbus: string | null;
  /** When the console last heard from the vehicle (epoch ms, browser clock); null never. */
  seenAt: number | null;
}

/** A registry entry with its live state (the live store's, lib/live), under the dashboard's names. */
export function fleetVehicleOf(vehicle: Vehicle, live: LiveVehicle | undefined): FleetVehicle {
  return {
    id: vehicle.Vehicle_ID,
    name: vehicle.name,
    maxOccupancy: vehicle.maxOccupancy,
    iconUrl: vehicle.vehicle_icon?.thumbnail_url ?? null,
    lat: live?.lat ?? null,
    lon: live?.lon ?? null,
    heading: live?.heading ?? null,
    speed: live?.speed ?? null,
    battery: live?.battery ?? null,
    passengers: live?.passengers ?? null,
    doors: live?.doors ?? null,
    vehicleMode: live?.modes.VEHICLE_MODE ?? null,
    robotMode: live?.modes.ROBOT_MODE ?? null,
    supervisionMode: live?.modes.SUPERVISION_MODE ?? null,
    serviceMode: live?.modes.service_mode ?? null,
    latestAlert: live?.latestAlert ?? null,
    measures: live?.measures ?? {},
    dtCanbus: live?.dtCanbus ?? null,
    seenAt: live?.seenAt ?? null,
  };
}

/**
 * The dashboard's fleet: every vehicle of the registry that is not retired (also those that have
 * not reported yet) with its live state, by name.
 */
export function fleetVehicles(registry: readonly Vehicle[], live: LiveVehicles): FleetVehicle[] {
  return registry
    .filter((vehicle) => vehicle.status_flag !== 'retired')
    .map((vehicle) => fleetVehicleOf(vehicle, live.get(vehicle.Vehicle_ID)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
