import { describe, expect, it } from 'vitest';
import type { VehicleLiveState } from './live.ts';
import {
  applySnapshot,
  isOlderSnapshot,
  liveStateOf,
  measuresOf,
  mergeMeasures,
  readMeasure,
  storedSnapshotOf,
} from './vehicle-live-state.ts';

const T0 = '2026-03-02T09:00:00.000Z';
const T1 = '2026-03-02T09:00:01.000Z';

describe('liveStateOf', () => {
  it('reads every field from its measure', () => {
    expect(
      liveStateOf({
        LATITUDE: 51.5,
        LONGITUDE: -1.3,
        COURSE: 90,
        SPEED: 12.5,
        BATTERY_STATUS_LEVEL: 80,
        PASSENGERS_COUNT: 3,
        DOOR_STATUS: 'CLOSED',
        VEHICLE_MODE: 'AUTONOMOUS',
        ROBOT_MODE: 'DRIVING',
        SUPERVISION_MODE: 'NOMINAL',
        service_mode: 'IN_SERVICE',
      }),
    ).toEqual({
      lat: 51.5,
      lon: -1.3,
      heading: 90,
      speed: 12.5,
      battery: 80,
      passengers: 3,
      doors: 'CLOSED',
      modes: {
        VEHICLE_MODE: 'AUTONOMOUS',
        ROBOT_MODE: 'DRIVING',
        SUPERVISION_MODE: 'NOMINAL',
        service_mode: 'IN_SERVICE',
      },
    });
  });

  it('gives null for a missing measure and for a null value', () => {
    const state = liveStateOf({ SPEED: null, DOOR_STATUS: null });
    expect(state.speed).toBeNull();
    expect(state.doors).toBeNull();
    expect(state.battery).toBeNull();
    expect(state.modes.ROBOT_MODE).toBeNull();
  });

  it('never reads a number sent as text, nor text sent as a number', () => {
    const state = liveStateOf({ SPEED: '12.5', BATTERY_STATUS_LEVEL: '80', DOOR_STATUS: 1 });
    expect(state.speed).toBeNull();
    expect(state.battery).toBeNull();
    expect(state.doors).toBeNull();
  });

  it('gives null for non-finite numbers and blank text', () => {
    const state = liveStateOf({ SPEED: Number.NaN, COURSE: Infinity, DOOR_STATUS: '  ' });
    expect(state).toMatchObject({ speed: null, heading: null, doors: null });
  });

  it('has a position only with both coordinates, each within range', () => {
    expect(liveStateOf({ LATITUDE: 51.5 })).toMatchObject({ lat: null, lon: null });
    expect(liveStateOf({ LONGITUDE: -1.3 })).toMatchObject({ lat: null, lon: null });
    expect(liveStateOf({ LATITUDE: 51.5, LONGITUDE: '-1.3' })).toMatchObject({
      lat: null,
      lon: null,
    });
    expect(liveStateOf({ LATITUDE: 91, LONGITUDE: 0 })).toMatchObject({ lat: null, lon: null });
    expect(liveStateOf({ LATITUDE: 0, LONGITUDE: -181 })).toMatchObject({ lat: null, lon: null });
    expect(liveStateOf({ LATITUDE: 0, LONGITUDE: 0 })).toMatchObject({ lat: 0, lon: 0 });
  });
});

describe('readMeasure', () => {
  it('reads only known measures of their type', () => {
    expect(readMeasure('SPEED', 0)).toBe(0);
    expect(readMeasure('DOOR_STATUS', 'OPEN')).toBe('OPEN');
    expect(readMeasure('WHEEL_COUNT', 4)).toBeNull();
    expect(readMeasure('SPEED', undefined)).toBeNull();
  });
});

describe('mergeMeasures', () => {
  const previous = { dtCanbus: T1, values: { SPEED: 10, DOOR_STATUS: 'CLOSED' } };

  it('ignores an older snapshot, returning the previous measures themselves', () => {
    expect(mergeMeasures(previous, { dtCanbus: T0, values: { SPEED: 3 } })).toBe(previous);
  });

  it('applies a newer snapshot over the previous values and keeps what it lacks', () => {
    const next = mergeMeasures(previous, {
      dtCanbus: '2026-03-02T09:00:02.000Z',
      values: { SPEED: 3 },
    });
    expect(next).toEqual({
      dtCanbus: '2026-03-02T09:00:02.000Z',
      values: { SPEED: 3, DOOR_STATUS: 'CLOSED' },
    });
    expect(previous.values.SPEED).toBe(10);
  });

  it('applies a snapshot of the same time', () => {
    expect(mergeMeasures(previous, { dtCanbus: T1, values: { SPEED: 4 } }).values.SPEED).toBe(4);
  });

  it('keeps the previous value over null, wrong types, non-finite numbers and unknown names', () => {
    const next = mergeMeasures(previous, {
      dtCanbus: '2026-03-02T09:00:02.000Z',
      values: { SPEED: '12.5', DOOR_STATUS: null, BATTERY_STATUS_LEVEL: Number.NaN, FOO: 1 },
    });
    expect(next.values).toEqual({ SPEED: 10, DOOR_STATUS: 'CLOSED' });
  });

  it('takes the first snapshot of a vehicle whatever its time', () => {
    const next = mergeMeasures(
      { dtCanbus: null, values: {} },
      { dtCanbus: T0, values: { SPEED: 1 } },
    );
    expect(next).toEqual({ dtCanbus: T0, values: { SPEED: 1 } });
  });
});

describe('isOlderSnapshot', () => {
  it('counts a snapshot without a readable time as older than any dated one', () => {
    expect(isOlderSnapshot('not a time', T0)).toBe(true);
    expect(isOlderSnapshot('not a time', null)).toBe(false);
    expect(isOlderSnapshot(T1, T0)).toBe(false);
  });
});

describe('measuresOf', () => {
  it('turns a measure list into a record by name', () => {
    expect(
      measuresOf([
        { measure_name: 'SPEED', measure_value: 1 },
        { measure_name: 'DOOR_STATUS', measure_value: 'OPEN' },
      ]),
    ).toEqual({ SPEED: 1, DOOR_STATUS: 'OPEN' });
  });
});

describe('applySnapshot', () => {
  const state: VehicleLiveState = {
    Vehicle_ID: '00000000-0000-4000-8000-000000000001',
    Customer_ID: '00000000-0000-4000-8000-000000000002',
    name: 'Shuttle 1',
    dt_canbus: T1,
    received_at: T1,
    ...liveStateOf({ SPEED: 10, LATITUDE: 51.5, LONGITUDE: -1.3 }),
    latest_alert: null,
    measures: { SPEED: 10, LATITUDE: 51.5, LONGITUDE: -1.3 },
  };

  it('moves clocks, measures and fields on with a newer snapshot', () => {
    const next = applySnapshot(state, {
      dtCanbus: '2026-03-02T09:00:02.000Z',
      receivedAt: '2026-03-02T09:00:02.500Z',
      values: { SPEED: 0, DOOR_STATUS: 'OPEN' },
    });
    expect(next).toMatchObject({
      dt_canbus: '2026-03-02T09:00:02.000Z',
      received_at: '2026-03-02T09:00:02.500Z',
      speed: 0,
      doors: 'OPEN',
      lat: 51.5,
      lon: -1.3,
      measures: { SPEED: 0, DOOR_STATUS: 'OPEN', LATITUDE: 51.5, LONGITUDE: -1.3 },
    });
  });

  it('returns the state itself for an older snapshot', () => {
    expect(applySnapshot(state, { dtCanbus: T0, receivedAt: T1, values: { SPEED: 3 } })).toBe(
      state,
    );
  });
});

describe('storedSnapshotOf', () => {
  it('takes the vehicle clock, the server clock and the measures of a stored snapshot', () => {
    expect(
      storedSnapshotOf({
        customer_id: '00000000-0000-4000-8000-000000000002',
        vehicle_id: '00000000-0000-4000-8000-000000000001',
        dt_canbus: T0,
        dt_lambda: T1,
        measure_values_list: [{ measure_name: 'SPEED', measure_value: 2 }],
      }),
    ).toEqual({ dtCanbus: T0, receivedAt: T1, values: { SPEED: 2 } });
  });
});
