import { describe, expect, it } from 'vitest';
import { MEASURE_NAMES } from '../telemetry/measures.ts';
import { telemetryFixture, VID } from './fleet-payloads.fixture.ts';
import { fleetTelemetry, TELEMETRY_MAX_MEASURES } from './telemetry-payload.ts';

const issuesOf = (value: unknown) => {
  const result = fleetTelemetry.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('fleetTelemetry', () => {
  it('accepts a snapshot with every measure of spec §3', () => {
    const payload = telemetryFixture();
    expect(payload.measure_values_list).toHaveLength(MEASURE_NAMES.length);
    expect(fleetTelemetry.parse(payload)).toEqual(payload);
  });

  it('accepts a partial snapshot', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [{ measure_name: 'SPEED', measure_value: 14.4 }];
    expect(fleetTelemetry.safeParse(payload).success).toBe(true);
  });

  it('refuses a measure name outside spec §3', () => {
    const payload = telemetryFixture() as { measure_values_list: object[] };
    payload.measure_values_list.push({ measure_name: 'FUEL_LEVEL', measure_value: 3 });
    expect(issuesOf(payload)).toContain(`measure_values_list.${MEASURE_NAMES.length}.measure_name`);
  });

  it('refuses a number sent as text and text sent as a number', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [
      { measure_name: 'SPEED', measure_value: '14.4' },
      { measure_name: 'DOOR_STATUS', measure_value: 1 },
    ];
    expect(issuesOf(payload)).toEqual([
      'measure_values_list.0.measure_value',
      'measure_values_list.1.measure_value',
    ]);
  });

  it('refuses non-finite numbers', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [{ measure_name: 'SPEED', measure_value: Infinity }];
    expect(fleetTelemetry.safeParse(payload).success).toBe(false);
  });

  it('refuses a measure twice', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [
      { measure_name: 'SPEED', measure_value: 1 },
      { measure_name: 'SPEED', measure_value: 2 },
    ];
    expect(issuesOf(payload)).toEqual(['measure_values_list.1.measure_name']);
  });

  it('refuses text longer than 128 characters', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [{ measure_name: 'ROBOT_MODE', measure_value: 'x'.repeat(129) }];
    expect(fleetTelemetry.safeParse(payload).success).toBe(false);
    payload.measure_values_list = [{ measure_name: 'ROBOT_MODE', measure_value: 'x'.repeat(128) }];
    expect(fleetTelemetry.safeParse(payload).success).toBe(true);
  });

  it('refuses more than 64 measures and an empty list', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = Array.from({ length: TELEMETRY_MAX_MEASURES + 1 }, () => ({
      measure_name: 'SPEED',
      measure_value: 1,
    }));
    expect(issuesOf(payload)).toContain('measure_values_list');
    payload.measure_values_list = [];
    expect(issuesOf(payload)).toEqual(['measure_values_list']);
  });

  it.each([
    ['local time', '2026-03-02T09:15:00'],
    ['an offset', '2026-03-02T10:15:00+01:00'],
    ['a date only', '2026-03-02'],
    ['epoch millis', 1772442900000],
  ])('refuses dt_canbus as %s', (_, dt_canbus) => {
    expect(issuesOf({ ...telemetryFixture(), dt_canbus })).toContain('dt_canbus');
  });

  it.each([
    ['a negative seq', { seq: -1 }],
    ['a fractional seq', { seq: 1.5 }],
    ['a missing seq', { seq: undefined }],
    ['a vehicle id that is no uuid', { vehicle_id: 'shuttle-1' }],
    ['a missing customer', { customer_id: undefined }],
  ])('refuses %s', (_, change) => {
    expect(fleetTelemetry.safeParse({ ...telemetryFixture(), ...change }).success).toBe(false);
  });

  it('refuses vehicle_id and dt_canbus measures that contradict the envelope', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [
      { measure_name: 'vehicle_id', measure_value: VID.replace('3', '4') },
      { measure_name: 'dt_canbus', measure_value: '2026-03-02T09:15:01.000Z' },
    ];
    expect(issuesOf(payload)).toEqual([
      'measure_values_list.0.measure_value',
      'measure_values_list.1.measure_value',
    ]);
  });
});
