import { describe, expect, it } from 'vitest';
import { SERVICE_VEHICLE_REFUSALS, serviceVehicleRefusal } from './service-vehicle.ts';

describe('serviceVehicleRefusal', () => {
  it('lets a reporting vehicle without a service start one', () => {
    expect(serviceVehicleRefusal({ busy: false, reported: true })).toBeNull();
  });

  it('refuses a busy vehicle first, then one that never reported', () => {
    expect(serviceVehicleRefusal({ busy: true, reported: false })).toBe('busy');
    expect(serviceVehicleRefusal({ busy: false, reported: false })).toBe('neverSeen');
  });

  it('says why in plain words, never naming a field', () => {
    for (const refusal of Object.values(SERVICE_VEHICLE_REFUSALS)) {
      expect(refusal.message).not.toMatch(/\b[a-z]+[A-Z]\w*|_/);
      expect(refusal.reason).not.toMatch(/\b[a-z]+[A-Z]\w*|_/);
    }
  });
});
