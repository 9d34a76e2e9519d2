import {
  ALERT_LEVELS,
  fleetAlert,
  fleetTelemetry,
  MEASURE_NAMES,
  MEASURES,
  type MeasureName,
} from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { ALERT_CATALOGUE, ALERT_KINDS } from './alert-catalogue.ts';
import { alertMessage } from './alert-message.ts';
import { measuresOf, modesOf, telemetryPayload } from './telemetry.ts';
import { drive, TEST_CUSTOMER, TEST_VEHICLE, testVehicle } from './test-vehicles.fixture.ts';
import type { VehicleState } from './vehicle-state.ts';

const AT = new Date('2026-03-02T09:15:00.000Z');

describe('telemetryPayload', () => {
  it('carries every measure of spec §3 once, and validates against the wire schema', () => {
    const vehicle = testVehicle();
    drive(vehicle, 600, 1, (s) => {
      const payload = telemetryPayload(s, 17, AT);
      const names = payload.measure_values_list.map((m) => m.measure_name);
      expect(names).toEqual([...MEASURE_NAMES]);
      const parsed = fleetTelemetry.safeParse(payload);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });
  });

  it('sends numbers as numbers and text as text', () => {
    const payload = telemetryPayload(testVehicle().state, 1, AT);
    for (const { measure_name, measure_value } of payload.measure_values_list) {
      const expected =
        MEASURES[measure_name as MeasureName].valueType === 'number' ? 'number' : 'string';
      expect(typeof measure_value, measure_name).toBe(expected);
    }
  });

  it('names the vehicle, the customer, the time and the sequence number', () => {
    const payload = telemetryPayload(testVehicle().state, 1234, AT);
    expect(payload).toMatchObject({
      vehicle_id: TEST_VEHICLE,
      customer_id: TEST_CUSTOMER,
      dt_canbus: '2026-03-02T09:15:00.000Z',
      seq: 1234,
    });
    const measures = measuresOf(testVehicle().state, AT);
    expect(measures.vehicle_id).toBe(TEST_VEHICLE);
    expect(measures.dt_canbus).toBe('2026-03-02T09:15:00.000Z');
  });

  it('reports speed in km/h, position, course and doors as the state has them', () => {
    let checked = 0;
    drive(testVehicle(), 300, 1, (s) => {
      const m = measuresOf(s, AT);
      expect(m.SPEED).toBeCloseTo(s.speed * 3.6, 1);
      expect(m.SPEED).toBeLessThanOrEqual(18);
      expect(m.LATITUDE).toBeCloseTo(s.lat, 6);
      expect(m.LONGITUDE).toBeCloseTo(s.lon, 6);
      expect(m.COURSE).toBeGreaterThanOrEqual(0);
      expect(m.COURSE).toBeLessThan(360);
      expect(m.DOOR_STATUS).toBe(s.doors);
      expect(m.PASSENGERS_COUNT).toBe(s.passengers);
      expect(m.BATTERY_STATUS_LEVEL).toBeCloseTo(s.battery, 1);
      if (s.speed > 0) checked++;
    });
    expect(checked).toBeGreaterThan(100);
  });

  it('shows an emergency stop in the modes', () => {
    const vehicle = testVehicle({ alertRate: 200, seed: 4 });
    let seen: VehicleState | null = null;
    drive(vehicle, 1800, 0.5, (s) => {
      if (!seen && s.alerts.some((a) => a.kind === 'EMERGENCY_STOP')) seen = s;
    });
    expect(seen).not.toBeNull();
    expect(modesOf(seen!)).toMatchObject({
      VEHICLE_MODE: 'EMERGENCY',
      ROBOT_MODE: 'EMERGENCY_STOP',
      SUPERVISION_MODE: 'ASSISTANCE_REQUIRED',
    });
    expect(measuresOf(seen!, AT).BLINKER_STATE).toBe('HAZARD');
  });
});

describe('alertMessage', () => {
  const ids = {
    messageId: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e',
    conditionId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    msgId: 3,
  };

  it.each(ALERT_KINDS)('describes %s, raised and cleared, as the wire schema wants', (kind) => {
    const { state } = testVehicle();
    const alert = { key: 1, kind, raisedAt: 0, clearsAt: null };
    for (const change of ['raised', 'cleared'] as const) {
      const message = alertMessage(state, alert, change, ids, AT);
      const parsed = fleetAlert.safeParse(message);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(message).toMatchObject({
        id: ids.messageId,
        source_id: TEST_VEHICLE,
        Source_ID: TEST_VEHICLE,
        Customer_ID: TEST_CUSTOMER,
        site_name: 'Harwell',
        event_name: change === 'raised' ? 'ALERT_RAISED' : 'ALERT_CLEARED',
        timestamp: AT.getTime(),
      });
      expect(message.alerts[0]).toMatchObject({
        id: ids.conditionId,
        code: ALERT_CATALOGUE[kind].code,
        state: change === 'raised' ? 'ACTIVE' : 'CLEARED',
      });
    }
  });

  it('gives every kind a distinct code, a known level and a correction procedure', () => {
    const codes = ALERT_KINDS.map((kind) => ALERT_CATALOGUE[kind].code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const kind of ALERT_KINDS) {
      expect(ALERT_LEVELS).toContain(ALERT_CATALOGUE[kind].level);
      expect(ALERT_CATALOGUE[kind].correctionProcedure.length).toBeGreaterThan(20);
    }
  });
});
