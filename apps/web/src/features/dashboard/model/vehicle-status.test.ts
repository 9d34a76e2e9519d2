import { describe, expect, it } from 'vitest';
import type { FleetVehicle } from './fleet-vehicle.ts';
import { vehicleStatus } from './vehicle-status.ts';

const vehicle = (overrides: Partial<FleetVehicle> = {}): FleetVehicle => ({
  id: 'v1',
  name: 'S1',
  maxOccupancy: 12,
  iconUrl: null,
  lat: 51.5,
  lon: -1.3,
  heading: 0,
  speed: 10,
  battery: 80,
  passengers: 2,
  doors: 'CLOSED',
  vehicleMode: 'AUTONOMOUS',
  robotMode: 'DRIVING',
  supervisionMode: 'MONITORED',
  serviceMode: 'IN_SERVICE',
  latestAlert: null,
  measures: {},
  dtCanbus: '2026-11-22T10:00:00.000Z',
  seenAt: 1_000,
  ...overrides,
});

const alert = (level: string, event_name = 'ALERT_RAISED') => ({
  id: 'a',
  level,
  event_name,
  message: 'm',
  time: '2026-11-22T10:00:00.000Z',
  codes: [],
});

describe('vehicle status', () => {
  it('colours by the worst of modes and the active alert', () => {
    expect(vehicleStatus(vehicle())).toBe('driving');
    expect(vehicleStatus(vehicle({ robotMode: 'AT_STOP', speed: 0 }))).toBe('at-stop');
    expect(vehicleStatus(vehicle({ robotMode: 'WAITING', speed: 0 }))).toBe('waiting');
    expect(vehicleStatus(vehicle({ vehicleMode: 'CHARGING', robotMode: 'CHARGING' }))).toBe(
      'charging',
    );
    expect(vehicleStatus(vehicle({ serviceMode: 'OUT_OF_SERVICE' }))).toBe('out-of-service');
    expect(vehicleStatus(vehicle({ latestAlert: alert('WARNING') }))).toBe('warning');
    expect(vehicleStatus(vehicle({ latestAlert: alert('WARNING', 'ALERT_CLEARED') }))).toBe(
      'driving',
    );
    expect(vehicleStatus(vehicle({ supervisionMode: 'ASSISTANCE_REQUIRED' }))).toBe('assistance');
    expect(vehicleStatus(vehicle({ latestAlert: alert('ERROR') }))).toBe('assistance');
    expect(
      vehicleStatus(vehicle({ robotMode: 'EMERGENCY_STOP', latestAlert: alert('WARNING') })),
    ).toBe('emergency');
    expect(vehicleStatus(vehicle({ dtCanbus: null, lat: null }))).toBe('no-data');
  });
});
