import { vehicleLiveState } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { createVehicleStateStore } from './vehicle-state.ts';

const vehicle = {
  customerId: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  vehicleId: '375f8a16-6310-4766-99ac-176a750494e6',
  name: 'Shuttle 1',
};
const T0 = '2026-03-02T09:00:00.000Z';
const T1 = '2026-03-02T09:00:01.000Z';

describe('vehicle state store', () => {
  it('keeps the wire shape and derives the fields with the domain rules', () => {
    const store = createVehicleStateStore();
    store.applyTelemetry(vehicle, {
      dtCanbus: T1,
      receivedAt: T1,
      values: { SPEED: 4, LATITUDE: 51.5, LONGITUDE: -1.3, DOOR_STATUS: 'CLOSED' },
    });
    store.applyTelemetry(vehicle, {
      dtCanbus: T1,
      receivedAt: T1,
      values: { SPEED: '12.5', BATTERY_STATUS_LEVEL: null, LONGITUDE: 'west' },
    });
    const state = store.get(vehicle.customerId, vehicle.vehicleId);
    expect(vehicleLiveState.parse(state)).toEqual(state);
    expect(state).toMatchObject({
      speed: 4,
      battery: null,
      lat: 51.5,
      lon: -1.3,
      doors: 'CLOSED',
      measures: { SPEED: 4, LATITUDE: 51.5, LONGITUDE: -1.3, DOOR_STATUS: 'CLOSED' },
    });
  });

  it('ignores an older snapshot and keeps the state object', () => {
    const store = createVehicleStateStore();
    store.applyTelemetry(vehicle, { dtCanbus: T1, receivedAt: T1, values: { SPEED: 4 } });
    const before = store.get(vehicle.customerId, vehicle.vehicleId);
    store.applyTelemetry(vehicle, { dtCanbus: T0, receivedAt: T1, values: { SPEED: 9 } });
    expect(store.get(vehicle.customerId, vehicle.vehicleId)).toBe(before);
    expect(before?.speed).toBe(4);
  });
});
