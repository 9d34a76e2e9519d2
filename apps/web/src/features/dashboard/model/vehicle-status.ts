import { isClearingEvent, normalisedAlertLevel } from '@shuttle-ops/domain';
import type { FleetVehicle } from './fleet-vehicle.ts';

/** What the colour of a vehicle says, worst first. */
export type VehicleStatus =
  | 'emergency'
  | 'assistance'
  | 'warning'
  | 'charging'
  | 'out-of-service'
  | 'driving'
  | 'at-stop'
  | 'waiting'
  | 'no-data';

export interface StatusLook {
  label: string;
  /** Fill of the marker and the badge; white text on each passes WCAG AA (4.5:1). */
  color: string;
}

export const STATUS_LOOK: Readonly<Record<VehicleStatus, StatusLook>> = {
  emergency: { label: 'Emergency stop', color: '#c92a2a' },
  assistance: { label: 'Needs assistance', color: '#c2410c' },
  warning: { label: 'Warning', color: '#8a5a00' },
  charging: { label: 'Charging', color: '#1864ab' },
  'out-of-service': { label: 'Out of service', color: '#495057' },
  driving: { label: 'Driving', color: '#267a37' },
  'at-stop': { label: 'At stop', color: '#0b7285' },
  waiting: { label: 'Waiting', color: '#4a7a0a' },
  'no-data': { label: 'No data', color: '#697077' },
};

/**
 * The level of the latest alert unless it cleared, as a level we know: a vehicle's own event
 * name (e.g. OBSTACLE_DETECTED) raises, and a level in its own words counts as ERROR.
 */
const activeAlertLevel = (vehicle: FleetVehicle): string | null => {
  const alert = vehicle.latestAlert;
  if (!alert || isClearingEvent(alert.event_name)) return null;
  return normalisedAlertLevel(alert.level);
};

/** The vehicle's state by its modes and its latest alert (the colour on the map and the list). */
export function vehicleStatus(vehicle: FleetVehicle): VehicleStatus {
  if (vehicle.dtCanbus === null && vehicle.lat === null) return 'no-data';
  const level = activeAlertLevel(vehicle);
  if (
    vehicle.vehicleMode === 'EMERGENCY' ||
    vehicle.robotMode === 'EMERGENCY_STOP' ||
    level === 'CRITICAL'
  ) {
    return 'emergency';
  }
  if (vehicle.supervisionMode === 'ASSISTANCE_REQUIRED' || level === 'ERROR') return 'assistance';
  if (level === 'WARNING') return 'warning';
  if (vehicle.vehicleMode === 'CHARGING' || vehicle.robotMode === 'CHARGING') return 'charging';
  if (vehicle.serviceMode === 'OUT_OF_SERVICE' || vehicle.vehicleMode === 'MANUAL') {
    return 'out-of-service';
  }
  if (vehicle.robotMode === 'AT_STOP') return 'at-stop';
  if (vehicle.robotMode === 'DRIVING' || (vehicle.speed ?? 0) > 0) return 'driving';
  return 'waiting';
}
