import type { VehicleLiveState } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { ageLabel, withTelemetry } from './live-state.ts';

const VEHICLE = '375f8a16-6310-4766-99ac-176a750494e6';
const CUSTOMER = '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b';

const base: VehicleLiveState = {
  Vehicle_ID: VEHICLE,
  Customer_ID: CUSTOMER,
  name: 'Shuttle 1',
  dt_canbus: '2026-03-02T09:00:00.000Z',
  received_at: '2026-03-02T09:00:00.100Z',
  lat: null,
  lon: null,
  heading: null,
  speed: 12,
  battery: 80,
  passengers: null,
  doors: 'CLOSED',
  modes: {
    VEHICLE_MODE: 'AUTONOMOUS',
    ROBOT_MODE: 'DRIVING',
    SUPERVISION_MODE: 'MONITORED',
    service_mode: null,
  },
  latest_alert: null,
  measures: { SPEED: 12 },
};

const snapshot = (dt: string, values: Record<string, number | string>) => ({
  customer_id: CUSTOMER,
  vehicle_id: VEHICLE,
  dt_canbus: dt,
  dt_lambda: dt,
  measure_values_list: Object.entries(values).map(([measure_name, measure_value]) => ({
    measure_name,
    measure_value,
  })),
});

describe('withTelemetry', () => {
  it('takes speed, doors and modes from a newer snapshot', () => {
    const next = withTelemetry(
      base,
      snapshot('2026-03-02T09:00:01.000Z', {
        SPEED: 0,
        DOOR_STATUS: 'OPEN',
        ROBOT_MODE: 'WAITING',
      }),
    );
    expect(next).toMatchObject({
      speed: 0,
      doors: 'OPEN',
      battery: 80,
      received_at: '2026-03-02T09:00:01.000Z',
      modes: { ROBOT_MODE: 'WAITING', VEHICLE_MODE: 'AUTONOMOUS' },
    });
  });

  it('ignores an older snapshot', () => {
    expect(withTelemetry(base, snapshot('2026-03-02T08:59:59.000Z', { SPEED: 3 }))).toBe(base);
  });
});

describe('ageLabel', () => {
  it('counts seconds, then minutes', () => {
    const at = '2026-03-02T09:00:00.000Z';
    expect(ageLabel(at, Date.parse(at) + 4_200)).toBe('4 s ago');
    expect(ageLabel(at, Date.parse(at) + 600_000)).toBe('10 min ago');
    expect(ageLabel(null, 0)).toBe('no telemetry yet');
  });
});
