import { describe, expect, it } from 'vitest';
import {
  blankVehicle,
  isStale,
  mergeReading,
  positionReading,
  publicVehicleReading,
  stateReading,
  withAlert,
} from './live-vehicle.ts';

const ID = '30000000-0000-4000-8000-000000000001';
const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 8, 0, s)).toISOString();

describe('mergeReading', () => {
  it('merges a partial snapshot measure by measure and derives the fields', () => {
    const full = mergeReading(blankVehicle(ID), {
      dtCanbus: at(0),
      values: { SPEED: 12, BATTERY_STATUS_LEVEL: 80, LATITUDE: 51.57, LONGITUDE: -1.3 },
      seenAt: 1_000,
    });
    const partial = mergeReading(full, { dtCanbus: at(1), values: { SPEED: 7 }, seenAt: 2_000 });
    expect(partial).toMatchObject({ speed: 7, battery: 80, lat: 51.57, lon: -1.3, seenAt: 2_000 });
    expect(partial.dtCanbus).toBe(at(1));
    expect(partial.measures).toEqual({
      SPEED: 7,
      BATTERY_STATUS_LEVEL: 80,
      LATITUDE: 51.57,
      LONGITUDE: -1.3,
    });
  });

  it('leaves the vehicle as it is for an older snapshot, arriving late', () => {
    const newer = mergeReading(blankVehicle(ID), {
      dtCanbus: at(10),
      values: { SPEED: 9, BATTERY_STATUS_LEVEL: 70 },
      seenAt: 1_000,
    });
    const late = mergeReading(newer, {
      dtCanbus: at(5),
      values: { SPEED: 30, BATTERY_STATUS_LEVEL: 99 },
      seenAt: 2_000,
    });
    expect(late).toBe(newer);
  });

  it('keeps a value the snapshot sends with the wrong type or as null', () => {
    const first = mergeReading(blankVehicle(ID), {
      dtCanbus: at(0),
      values: { SPEED: 4, DOOR_STATUS: 'CLOSED' },
      seenAt: 0,
    });
    const next = mergeReading(first, {
      dtCanbus: at(1),
      values: { SPEED: '12.5', DOOR_STATUS: null },
      seenAt: 1,
    });
    expect(next).toMatchObject({ speed: 4, doors: 'CLOSED' });
  });

  it('places the vehicle only through the domain position rule', () => {
    const placed = mergeReading(blankVehicle(ID), {
      dtCanbus: at(0),
      values: { LATITUDE: 95, LONGITUDE: 1 },
      seenAt: 0,
    });
    expect(placed).toMatchObject({ lat: null, lon: null });
  });

  it('never moves the time it was seen backwards', () => {
    const seen = mergeReading(blankVehicle(ID), { dtCanbus: at(0), values: {}, seenAt: 5_000 });
    expect(mergeReading(seen, { dtCanbus: at(0), values: {}, seenAt: 4_000 }).seenAt).toBe(5_000);
  });
});

describe('readings', () => {
  it('reads a REST state never later than the page clock, and none before a first report', () => {
    const state = {
      Vehicle_ID: ID,
      Customer_ID: ID,
      name: 'Pod',
      dt_canbus: at(0),
      received_at: at(30),
      lat: null,
      lon: null,
      heading: null,
      speed: 3,
      battery: null,
      passengers: null,
      doors: null,
      modes: { VEHICLE_MODE: null, ROBOT_MODE: null, SUPERVISION_MODE: null, service_mode: null },
      latest_alert: null,
      measures: { SPEED: 3 },
    };
    expect(stateReading(state, Date.parse(at(20)))?.seenAt).toBe(Date.parse(at(20)));
    expect(stateReading({ ...state, dt_canbus: null }, 0)).toBeNull();
  });

  it('reads a public shuttle seen data_age_s before it was fetched', () => {
    const reading = publicVehicleReading(
      {
        Vehicle_ID: ID,
        name: 'Pod',
        lat: 51.5,
        lon: -1.3,
        heading: 90,
        speed: 11,
        occupancy: null,
        maxOccupancy: 10,
        wheelchair_occupancy: null,
        max_wheelchair_occupancy: 1,
        wheelchairSpace: null,
        Service_ID: null,
        Route_ID: null,
        dt_iot: at(0),
        data_age_s: 4,
        stale: false,
      },
      10_000,
    );
    expect(reading).toEqual({
      dtCanbus: at(0),
      values: { LATITUDE: 51.5, LONGITUDE: -1.3, COURSE: 90, SPEED: 11 },
      seenAt: 6_000,
    });
  });

  it('turns a position alone into a course once the vehicle moved', () => {
    const standing = positionReading(blankVehicle(ID), { lat: 51.5, lon: -1.3, dt_iot: at(0) }, 0);
    expect(standing.values).toEqual({ LATITUDE: 51.5, LONGITUDE: -1.3 });
    const placed = mergeReading(blankVehicle(ID), standing);
    const east = positionReading(placed, { lat: 51.5, lon: -1.29, dt_iot: at(1) }, 1);
    expect(east.values.COURSE).toBeCloseTo(90, 0);
  });
});

describe('withAlert and isStale', () => {
  const alert = (time: string, message: string) => ({
    id: message,
    level: 'WARNING',
    event_name: 'ALERT_RAISED',
    message,
    time,
    codes: [],
  });

  it('keeps the newest alert', () => {
    const newer = withAlert(blankVehicle(ID), alert(at(10), 'newer'));
    expect(withAlert(newer, alert(at(5), 'older'))).toBe(newer);
    expect(withAlert(newer, alert(at(11), 'newest')).latestAlert?.message).toBe('newest');
  });

  it('is stale after ten silent seconds or when never heard from', () => {
    expect(isStale({ seenAt: 1_000 }, 11_000)).toBe(false);
    expect(isStale({ seenAt: 1_000 }, 11_001)).toBe(true);
    expect(isStale({ seenAt: null }, 0)).toBe(true);
    expect(isStale(undefined, 0)).toBe(true);
  });
});
