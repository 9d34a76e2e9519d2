import type { PublicBusStop, PublicService, PublicVehicle, ServiceStop } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { stopArrivals } from './stop-arrivals.ts';
import { applyServices, applyVehicles, EMPTY_TRACKING } from './tracking-state.ts';

const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const min = (m: number) => new Date(NOW + m * 60_000).toISOString();
const stop = (id: string, name: string): PublicBusStop => ({
  BS_ID: id,
  name,
  label: null,
  direction: null,
  lat: 51.575,
  lon: -1.311,
});
const A = stop('a', 'Main Gate');
const B = stop('b', 'Fermi Avenue');
const C = stop('c', 'Curie Avenue');

const serviceStop = (No: number, s: PublicBusStop, eta: string, arrived = false): ServiceStop => ({
  No,
  BS_ID: s.BS_ID,
  BSLabel: null,
  BSName: s.name,
  Direction: null,
  lat: s.lat,
  lon: s.lon,
  BSt: eta,
  etaInitial: eta,
  etaExpected: eta,
  // The ETA engine clears `eta` for a stop the shuttle has done with.
  eta: arrived ? null : 60,
  arrived_at: arrived ? eta : null,
});

const service = (id: string, vehicleId: string, stops: ServiceStop[]) =>
  ({
    Service_ID: id,
    Vehicle_ID: vehicleId,
    vehicleName: `Shuttle ${vehicleId}`,
    routeName: 'Campus Loop',
    serviceStatus: 'active',
    occupancy: 4,
    maxOccupancy: 15,
    wheelchairSpace: true,
    stops,
  }) as PublicService;

const vehicle = (id: string, ageS: number | null) =>
  ({ Vehicle_ID: id, name: `Shuttle ${id}`, data_age_s: ageS }) as PublicVehicle;

function stateOf(vehicles: PublicVehicle[], services: PublicService[]) {
  return applyServices(applyVehicles(EMPTY_TRACKING, vehicles, NOW), services, NOW);
}

describe('stopArrivals', () => {
  it('gives each stop its next arrivals, soonest first, skipping passed stops', () => {
    const state = stateOf(
      [vehicle('1', 1), vehicle('2', 1)],
      [
        service('s1', '1', [serviceStop(1, A, min(-2), true), serviceStop(2, B, min(4))]),
        service('s2', '2', [serviceStop(1, B, min(2)), serviceStop(2, A, min(6))]),
      ],
    );
    const [a, b, c] = stopArrivals([A, B, C], state, NOW);
    expect(a!.next.map((x) => [x.vehicleName, x.at])).toEqual([['Shuttle 2', NOW + 6 * 60_000]]);
    expect(a!.next[0]).toMatchObject({ freeSeats: 11, wheelchairSpace: true });
    expect(b!.next.map((x) => x.vehicleName)).toEqual(['Shuttle 2', 'Shuttle 1']);
    expect(c).toMatchObject({ next: [], unsure: [] });
  });

  it('gives no time for a shuttle that stopped reporting, only "no live estimate"', () => {
    const state = stateOf(
      [vehicle('1', 30)],
      [service('s1', '1', [serviceStop(1, A, min(3)), serviceStop(2, A, min(20))])],
    );
    const [a] = stopArrivals([A], state, NOW);
    expect(a!.next).toEqual([]);
    expect(a!.unsure).toEqual([
      { vehicleName: 'Shuttle 1', routeName: 'Campus Loop', lastKnownAt: NOW + 3 * 60_000 },
    ]);
  });

  it('keeps an arrival a minute late as due, and drops older ones', () => {
    const state = stateOf(
      [vehicle('1', 0)],
      [service('s1', '1', [serviceStop(1, A, min(-0.5)), serviceStop(2, B, min(-3))])],
    );
    const [a, b] = stopArrivals([A, B], state, NOW);
    expect(a!.next).toHaveLength(1);
    expect(b!.next).toHaveLength(0);
  });

  it('keeps a held shuttle as delayed, and gives no time for one the server has lost', () => {
    const held = { ...serviceStop(1, A, min(1)), etaStatus: 'delayed' as const };
    const lost = { ...serviceStop(1, B, min(2)), etaStatus: 'unknown' as const };
    const state = stateOf(
      [vehicle('1', 1), vehicle('2', 1)],
      [service('s1', '1', [held]), service('s2', '2', [lost])],
    );
    const [a, b] = stopArrivals([A, B], state, NOW);
    expect(a!.next.map((x) => x.status)).toEqual(['delayed']);
    expect(b!.next).toEqual([]);
    expect(b!.unsure.map((x) => x.vehicleName)).toEqual(['Shuttle 2']);
  });
});
