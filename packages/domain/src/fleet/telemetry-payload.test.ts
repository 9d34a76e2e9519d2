import { describe, expect, it } from 'vitest';
import { MEASURE_NAMES } from '../telemetry/measures.ts';
import { liveStateOf, measuresOf } from '../telemetry/vehicle-live-state.ts';
import { telemetryFixture, VID } from './fleet-payloads.fixture.ts';
import {
  fleetTelemetry,
  knownMeasures,
  TELEMETRY_MAX_MEASURES,
  telemetryFlags,
  telemetryKey,
  telemetryPosition,
  type WireMeasure,
} from './telemetry-payload.ts';

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

  it('accepts a measure name outside spec §3, flags it and leaves it out of the known measures', () => {
    const payload = telemetryFixture();
    payload.measure_values_list.push({ measure_name: 'FUEL_LEVEL', measure_value: 3 });
    const parsed = fleetTelemetry.parse(payload);
    expect(telemetryFlags(parsed)).toEqual([
      {
        field: `measure_values_list.${MEASURE_NAMES.length}.measure_name`,
        flag: 'UNKNOWN',
        value: 'FUEL_LEVEL',
      },
    ]);
    expect(knownMeasures(parsed.measure_values_list)).toHaveLength(MEASURE_NAMES.length);
  });

  it('accepts a number sent as text and text sent as a number, flagged as WRONG_TYPE', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [
      { measure_name: 'SPEED', measure_value: '14.4' },
      { measure_name: 'DOOR_STATUS', measure_value: 1 },
    ];
    expect(issuesOf(payload)).toEqual([]);
    expect(telemetryFlags(fleetTelemetry.parse(payload)).map((f) => [f.field, f.flag])).toEqual([
      ['measure_values_list.0.measure_value', 'WRONG_TYPE'],
      ['measure_values_list.1.measure_value', 'WRONG_TYPE'],
    ]);
  });

  it('accepts a snapshot without seq or with a negative one; keys it by seq, else dt_canbus', () => {
    const { seq: _seq, ...withoutSeq } = telemetryFixture();
    expect(issuesOf(withoutSeq)).toEqual([]);
    expect(telemetryKey(fleetTelemetry.parse(withoutSeq))).toBe(Date.parse(withoutSeq.dt_canbus));
    expect(issuesOf({ ...withoutSeq, seq: -1 })).toEqual([]);
    expect(telemetryKey({ ...withoutSeq, seq: -1 })).toBe(-1);
  });

  it('refuses non-finite numbers', () => {
    const payload = telemetryFixture();
    payload.measure_values_list = [{ measure_name: 'SPEED', measure_value: Infinity }];
    expect(fleetTelemetry.safeParse(payload).success).toBe(false);
  });

  it('refuses a numeric coordinate outside its range, and takes the limits themselves', () => {
    const withPosition = (lat: number | string, lon: number | string) => {
      const payload = telemetryFixture();
      payload.measure_values_list = [
        { measure_name: 'LATITUDE', measure_value: lat },
        { measure_name: 'LONGITUDE', measure_value: lon },
      ];
      return payload;
    };
    expect(issuesOf(withPosition(90.000001, 0))).toEqual(['measure_values_list.0.measure_value']);
    expect(issuesOf(withPosition(-91, 0))).toEqual(['measure_values_list.0.measure_value']);
    expect(issuesOf(withPosition(0, 180.5))).toEqual(['measure_values_list.1.measure_value']);
    expect(issuesOf(withPosition(0, -181))).toEqual(['measure_values_list.1.measure_value']);
    const refused = fleetTelemetry.safeParse(withPosition(95, 0));
    expect(refused.success ? null : refused.error.issues[0]!.message).toBe(
      'LATITUDE 95 is outside -90 to 90',
    );
    for (const [lat, lon] of [
      [90, 180],
      [-90, -180],
      [0, 0],
    ] as const) {
      expect(issuesOf(withPosition(lat, lon))).toEqual([]);
    }
    // Text is stored and flagged, never read as a position (docs/decisions/0012).
    expect(issuesOf(withPosition('95', '0'))).toEqual([]);
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
    ['a fractional seq', { seq: 1.5 }],
    ['an unsafe seq', { seq: 2 ** 60 }],
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

describe('telemetryPosition', () => {
  const list = (lat?: number | string, lon?: number | string): WireMeasure[] => [
    { measure_name: 'SPEED', measure_value: 3 },
    ...(lat === undefined ? [] : [{ measure_name: 'LATITUDE', measure_value: lat }]),
    ...(lon === undefined ? [] : [{ measure_name: 'LONGITUDE', measure_value: lon }]),
  ];

  it('is the position the live state shows, whatever the coordinates', () => {
    const cases: [number | string | undefined, number | string | undefined][] = [
      [51.5752, -1.3105],
      [90, -180],
      [-90, 180],
      [90.5, 0],
      [0, -180.5],
      [-1000, 1000],
      ['51.5', '-1.3'],
      [51.5, '-1.3'],
      [51.5, undefined],
      [undefined, undefined],
    ];
    for (const [lat, lon] of cases) {
      const measures = list(lat, lon);
      const live = liveStateOf(measuresOf(measures));
      const position = telemetryPosition(measures);
      expect(position, `${lat}, ${lon}`).toEqual(
        live.lat === null ? null : { lat: live.lat, lon: live.lon },
      );
    }
    expect(telemetryPosition(list(51.5752, -1.3105))).toEqual({ lat: 51.5752, lon: -1.3105 });
    expect(telemetryPosition(list(90.5, 0))).toBeNull();
  });
});
