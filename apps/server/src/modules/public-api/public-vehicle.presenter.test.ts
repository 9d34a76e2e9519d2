import { describe, expect, it } from 'vitest';
import type { VehicleLiveState } from '@shuttle-ops/domain';
import { presentPublicVehicle } from './public-vehicle.presenter.ts';

const vehicle = {
  id: '0b3c2a4e-1a2b-4c3d-8e9f-000000000001',
  name: 'Shuttle 1',
  maxOccupancy: 12,
  maxWheelchairOccupancy: 0,
};
const now = new Date('2026-03-02T09:00:00.000Z');

const stateAt = (receivedAt: string): VehicleLiveState => ({
  Vehicle_ID: vehicle.id,
  Customer_ID: '0b3c2a4e-1a2b-4c3d-8e9f-00000000000c',
  name: vehicle.name,
  dt_canbus: receivedAt,
  received_at: receivedAt,
  lat: 51.575,
  lon: -1.311,
  heading: 90,
  speed: 12,
  battery: 80,
  passengers: 3,
  doors: 'CLOSED',
  modes: { VEHICLE_MODE: null, ROBOT_MODE: null, SUPERVISION_MODE: null, service_mode: null },
  latest_alert: null,
  measures: {},
});

describe('presentPublicVehicle', () => {
  it('is fresh up to 10 s after the last report and stale after', () => {
    const fresh = presentPublicVehicle(
      vehicle,
      stateAt('2026-03-02T08:59:50.000Z'),
      undefined,
      now,
    );
    expect(fresh).toMatchObject({ data_age_s: 10, stale: false, occupancy: 3, lat: 51.575 });
    const stale = presentPublicVehicle(
      vehicle,
      stateAt('2026-03-02T08:59:49.900Z'),
      undefined,
      now,
    );
    expect(stale).toMatchObject({ data_age_s: 10.1, stale: true });
  });

  it('is stale with no age when the vehicle never reported, and has no wheelchair space without one', () => {
    expect(presentPublicVehicle(vehicle, undefined, undefined, now)).toMatchObject({
      lat: null,
      data_age_s: null,
      stale: true,
      occupancy: null,
      wheelchairSpace: false,
    });
  });
});
