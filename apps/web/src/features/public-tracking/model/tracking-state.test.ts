import type { PublicService, PublicVehicle } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { createLiveStore, isStale } from '../../../lib/live/index.ts';
import {
  applyService,
  applyServices,
  applyVehicles,
  EMPTY_TRACKING,
  withLive,
} from './tracking-state.ts';

const ID = '0b3c2a4e-1a2b-4c3d-8e9f-000000000001';
const vehicle = (over: Partial<PublicVehicle> = {}): PublicVehicle => ({
  Vehicle_ID: ID,
  name: 'Shuttle 1',
  lat: 51.575,
  lon: -1.311,
  heading: 90,
  speed: 10,
  occupancy: 3,
  maxOccupancy: 12,
  wheelchair_occupancy: null,
  max_wheelchair_occupancy: 1,
  wheelchairSpace: null,
  Service_ID: null,
  Route_ID: null,
  dt_iot: '2026-03-02T09:00:00.000Z',
  data_age_s: 2,
  stale: false,
  ...over,
});
const location = (lat: number, lon: number) => ({
  Customer_ID: null,
  cav_id: ID,
  lat,
  lon,
  name: 'Shuttle 1',
  dt_iot: '2026-03-02T09:00:05.000Z',
});

describe('tracking state', () => {
  it('dates a vehicle by its data age and turns stale after 10 s', () => {
    const state = applyVehicles(EMPTY_TRACKING, [vehicle()], 100_000);
    const live = state.vehicles.get(ID)!;
    expect(live.seenAt).toBe(98_000);
    expect(isStale(live, 108_000)).toBe(false);
    expect(isStale(live, 108_001)).toBe(true);
    const never = applyVehicles(EMPTY_TRACKING, [vehicle({ data_age_s: null })], 100_000);
    expect(isStale(never.vehicles.get(ID), 100_000)).toBe(true);
  });

  it('moves a vehicle by the live store, heading the way it went', () => {
    const state = applyVehicles(EMPTY_TRACKING, [vehicle()], 100_000);
    const live = createLiveStore(() => () => undefined);
    live.publicVehicles([vehicle()], 100_000);
    live.position(ID, location(51.576, -1.311), 105_000);
    live.flush();
    const moved = withLive(state, live.vehicles());
    const shown = moved.vehicles.get(ID)!;
    expect(shown).toMatchObject({ lat: 51.576, lon: -1.311, seenAt: 105_000, occupancy: 3 });
    expect(shown.heading).toBeCloseTo(0, 3);
    expect(moved.updatedAt).toBe(105_000);
    // An API read older than the live position keeps the live one.
    const older = vehicle({ occupancy: 5, data_age_s: 9 });
    live.publicVehicles([older], 106_000);
    live.flush();
    const reread = withLive(applyVehicles(moved, [older], 106_000), live.vehicles());
    expect(reread.vehicles.get(ID)).toMatchObject({ lat: 51.576, seenAt: 105_000, occupancy: 5 });
  });

  it('leaves the shuttles as the API gave them without live reports', () => {
    const state = applyVehicles(EMPTY_TRACKING, [vehicle()], 100_000);
    expect(withLive(state, new Map())).toBe(state);
  });

  it('keeps active services and drops one that ends', () => {
    const service = { Service_ID: 's1', serviceStatus: 'active' } as PublicService;
    const state = applyServices(EMPTY_TRACKING, [service], 1_000);
    expect([...state.services.keys()]).toEqual(['s1']);
    const ended = applyService(state, { ...service, serviceStatus: 'completed' }, 2_000);
    expect(ended.services.size).toBe(0);
  });
});
