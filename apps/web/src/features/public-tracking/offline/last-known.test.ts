import type { PublicService, PublicVehicle } from '@shuttle-ops/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { applyServices, applyVehicles, EMPTY_TRACKING } from '../model/tracking-state.ts';
import { LOOP_STOPS, routeOf } from '../testing/public-fixtures.ts';
import { lastKnownKey, loadLastKnown, saveLastKnown, trackingFrom } from './last-known.ts';

afterEach(() => window.localStorage.clear());

const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const VEHICLE_ID = '20000000-0000-4000-8000-000000000001';
const vehicle: PublicVehicle = {
  Vehicle_ID: VEHICLE_ID,
  name: 'Harwell Shuttle 1',
  lat: 51.575,
  lon: -1.311,
  heading: 90,
  speed: 3,
  occupancy: 4,
  maxOccupancy: 15,
  wheelchair_occupancy: null,
  max_wheelchair_occupancy: 1,
  wheelchairSpace: true,
  Service_ID: null,
  Route_ID: null,
  dt_iot: '2026-03-02T08:59:58.000Z',
  data_age_s: 2,
  stale: false,
};

describe('the last known information', () => {
  it('is saved on the device and read back with the data as old as it was', () => {
    const state = applyServices(
      applyVehicles(EMPTY_TRACKING, [vehicle], NOW),
      [] as PublicService[],
      NOW,
    );
    const routes = [routeOf('Harwell Campus Loop', LOOP_STOPS)];
    saveLastKnown(null, { routes, stops: LOOP_STOPS, state }, NOW + 5_000);

    const loaded = loadLastKnown(null);
    expect(loaded?.savedAt).toBe(NOW + 5_000);
    expect(loaded?.routes).toEqual(routes);
    expect(loaded?.stops).toEqual(LOOP_STOPS);
    // Reported 2 s before NOW, so 7 s old when saved: the same moment after reading back.
    expect(loaded?.vehicles[0]?.data_age_s).toBe(7);
    const restored = trackingFrom(loaded);
    expect(restored.vehicles.get(VEHICLE_ID)?.seenAt).toBe(NOW - 2_000);
    expect(restored.updatedAt).toBe(NOW + 5_000);
    expect(loadLastKnown('another-customer')).toBeNull();
  });

  it('is ignored when what was stored has another shape', () => {
    window.localStorage.setItem(lastKnownKey(null), JSON.stringify({ savedAt: 'yesterday' }));
    expect(loadLastKnown(null)).toBeNull();
    expect(trackingFrom(null)).toBe(EMPTY_TRACKING);
  });
});
