import type { ServiceContext } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import {
  dashboardRows,
  filterCounts,
  parseFilter,
  parseSort,
  visibleRows,
} from './dashboard-rows.ts';
import type { FleetVehicle } from './fleet-vehicle.ts';

const NOW = Date.UTC(2026, 10, 27, 9, 0);

function vehicle(id: string, name: string, changes: Partial<FleetVehicle> = {}): FleetVehicle {
  return {
    id,
    name,
    maxOccupancy: 15,
    iconUrl: null,
    lat: 51.57,
    lon: -1.31,
    heading: 0,
    speed: 10,
    battery: 80,
    passengers: 0,
    doors: 'CLOSED',
    vehicleMode: 'AUTONOMOUS',
    robotMode: 'DRIVING',
    supervisionMode: null,
    serviceMode: null,
    latestAlert: null,
    measures: {},
    dtCanbus: new Date(NOW - 1_000).toISOString(),
    seenAt: NOW - 1_000,
    ...changes,
  };
}

const context = (vehicleId: string, delay: number | null): ServiceContext => ({
  Service_ID: `s-${vehicleId}`,
  Vehicle_ID: vehicleId,
  vehicleName: vehicleId,
  Route_ID: 'r',
  routeName: 'Loop',
  routeType: 'loop',
  next_stop: null,
  delay_s: delay,
  punctuality: delay === null ? null : delay > 120 ? 'late' : delay < -60 ? 'early' : 'on-time',
  headway_s: null,
  ahead: null,
  lap_s: 600,
});

const fleet = [
  vehicle('a', 'Alpha'),
  vehicle('b', 'Bravo', { vehicleMode: 'EMERGENCY' }),
  vehicle('c', 'Charlie', { seenAt: NOW - 31_000 }),
  vehicle('d', 'Delta', { seenAt: null, dtCanbus: null, lat: null, lon: null }),
  vehicle('e', 'Echo'),
];
const services = new Map([
  ['a', context('a', 300)],
  ['b', context('b', -90)],
  ['e', context('e', 30)],
]);

describe('dashboard rows', () => {
  const rows = dashboardRows(fleet, services, { e: 2 }, NOW);
  const names = (
    filter: Parameters<typeof visibleRows>[1],
    sort: Parameters<typeof visibleRows>[2],
  ) => visibleRows(rows, filter, sort).map((row) => row.vehicle.name);

  it('filters: in service, late, alarm (open alarms or an alarming state), silent after 30 s', () => {
    expect(names('all', 'name')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(names('in-service', 'name')).toEqual(['Alpha', 'Bravo', 'Echo']);
    expect(names('late', 'name')).toEqual(['Alpha']);
    expect(names('alarm', 'name')).toEqual(['Bravo', 'Echo']);
    expect(names('silent', 'name')).toEqual(['Charlie', 'Delta']);
    expect(filterCounts(rows)).toEqual({
      all: 5,
      'in-service': 3,
      late: 1,
      alarm: 2,
      silent: 2,
    });
  });

  it('sorts by delay (latest first, no service last) and by status (worst first)', () => {
    expect(names('all', 'delay')).toEqual(['Alpha', 'Echo', 'Bravo', 'Charlie', 'Delta']);
    expect(names('all', 'status')).toEqual(['Bravo', 'Charlie', 'Alpha', 'Echo', 'Delta']);
  });

  it('counts no open alarms for a user who is not shown them', () => {
    const hidden = dashboardRows(fleet, services, null, NOW);
    expect(hidden.every((row) => row.openAlarms === null)).toBe(true);
    expect(filterCounts(hidden).alarm).toBe(1);
  });

  it('reads the filter and the sort from the address, falling back to all and name', () => {
    expect(parseFilter('late')).toBe('late');
    expect(parseFilter('nonsense')).toBe('all');
    expect(parseFilter(null)).toBe('all');
    expect(parseSort('delay')).toBe('delay');
    expect(parseSort('speed')).toBe('name');
  });
});
