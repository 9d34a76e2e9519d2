import type { Vehicle, VehicleLiveState, VehicleTelemetry } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import {
  applyAlert,
  applyLocation,
  applyTelemetry,
  mergeSnapshot,
  sortedVehicles,
} from './fleet-state.ts';
import type { Fleet } from './fleet-state.ts';

const V1 = '375f8a16-6310-4766-99ac-176a750494e6';
const V2 = '84da3434-dada-4fe7-9026-cc0c279dc4e1';
const CID = '11111111-1111-4111-8111-111111111111';

const registryVehicle = (id: string, name: string, extra: Partial<Vehicle> = {}): Vehicle => ({
  Vehicle_ID: id,
  Customer_ID: CID,
  name,
  registration: null,
  status_flag: 'active',
  maxOccupancy: 12,
  max_wheelchair_occupancy: 1,
  vehicle_icon: null,
  mqtt_username: `veh-${id}`,
  anonymized: false,
  create_dt: '2026-11-22T10:00:00.000Z',
  update_dt: '2026-11-22T10:00:00.000Z',
  ...extra,
});

const liveState = (id: string, at: string): VehicleLiveState => ({
  Vehicle_ID: id,
  Customer_ID: CID,
  name: 'Harwell Shuttle 1',
  dt_canbus: at,
  received_at: at,
  lat: 51.57,
  lon: -1.31,
  heading: 90,
  speed: 12,
  battery: 80,
  passengers: 3,
  doors: 'CLOSED',
  modes: {
    VEHICLE_MODE: 'AUTONOMOUS',
    ROBOT_MODE: 'DRIVING',
    SUPERVISION_MODE: 'MONITORED',
    service_mode: 'IN_SERVICE',
  },
  latest_alert: null,
  measures: {
    LATITUDE: 51.57,
    LONGITUDE: -1.31,
    COURSE: 90,
    SPEED: 12,
    BATTERY_STATUS_LEVEL: 80,
    PASSENGERS_COUNT: 3,
    DOOR_STATUS: 'CLOSED',
    ROBOT_MODE: 'DRIVING',
  },
});

const telemetry = (
  id: string,
  at: string,
  values: Record<string, number | string>,
): VehicleTelemetry => ({
  customer_id: CID,
  vehicle_id: id,
  dt_canbus: at,
  dt_lambda: at,
  measure_values_list: Object.entries(values).map(([measure_name, measure_value]) => ({
    measure_name,
    measure_value,
  })),
});

const empty: Fleet = new Map();

describe('fleet state', () => {
  it('lists every registry vehicle but retired ones, with the latest state where reported', () => {
    const fleet = mergeSnapshot(
      empty,
      [
        registryVehicle(V1, 'Harwell Shuttle 1'),
        registryVehicle(V2, 'Harwell Shuttle 2', {
          maxOccupancy: 8,
          vehicle_icon: {
            url: '/files/icon.png?sig=a',
            thumbnail_url: '/files/icon-thumb.webp?sig=b',
            content_type: 'image/png',
            width: 64,
            height: 64,
            size: 2048,
            expires_at: '2026-11-22T10:15:00.000Z',
          },
        }),
        registryVehicle('33333333-3333-4333-8333-333333333333', 'Old', { status_flag: 'retired' }),
      ],
      [liveState(V1, '2026-11-22T10:00:00.000Z')],
      Date.parse('2026-11-22T10:00:05.000Z'),
    );
    const [one, two] = sortedVehicles(fleet);
    expect(fleet.size).toBe(2);
    expect(one).toMatchObject({
      name: 'Harwell Shuttle 1',
      speed: 12,
      maxOccupancy: 12,
      robotMode: 'DRIVING',
      iconUrl: null,
    });
    expect(one?.lastSeen).toBe(Date.parse('2026-11-22T10:00:00.000Z'));
    expect(two).toMatchObject({
      name: 'Harwell Shuttle 2',
      maxOccupancy: 8,
      iconUrl: '/files/icon-thumb.webp?sig=b',
      lat: null,
      lastSeen: null,
    });
  });

  it('applies a newer snapshot and ignores an older one', () => {
    let fleet = mergeSnapshot(
      empty,
      [registryVehicle(V1, 'S1')],
      [liveState(V1, '2026-11-22T10:00:00.000Z')],
      0,
    );
    fleet = applyTelemetry(
      fleet,
      telemetry(V1, '2026-11-22T10:00:01.000Z', { SPEED: 15, LATITUDE: 51.58 }),
      1000,
    );
    expect(fleet.get(V1)).toMatchObject({
      speed: 15,
      lat: 51.58,
      lon: -1.31,
      battery: 80,
      lastSeen: 1000,
    });
    const same = applyTelemetry(
      fleet,
      telemetry(V1, '2026-11-22T09:59:59.000Z', { SPEED: 1 }),
      2000,
    );
    expect(same).toBe(fleet);
  });

  it('keeps live events newer than a REST read that arrives after them', () => {
    let fleet = applyTelemetry(empty, telemetry(V1, '2026-11-22T10:00:10.000Z', { SPEED: 9 }), 5);
    fleet = mergeSnapshot(
      fleet,
      [registryVehicle(V1, 'S1')],
      [liveState(V1, '2026-11-22T10:00:00.000Z')],
      0,
    );
    expect(fleet.get(V1)).toMatchObject({ name: 'S1', speed: 9 });
    const never = { ...liveState(V1, '2026-11-22T10:00:00.000Z'), dt_canbus: null };
    fleet = mergeSnapshot(fleet, [registryVehicle(V1, 'S1')], [never], 0);
    expect(fleet.get(V1)).toMatchObject({ speed: 9, lastSeen: 5 });
  });

  it('reads live measures by the domain rules: text for a number and null keep the value', () => {
    let fleet = applyTelemetry(empty, telemetry(V1, '2026-11-22T10:00:10.000Z', { SPEED: 9 }), 5);
    fleet = applyTelemetry(fleet, telemetry(V1, '2026-11-22T10:00:11.000Z', { SPEED: '12.5' }), 6);
    expect(fleet.get(V1)).toMatchObject({ speed: 9, measures: { SPEED: 9 }, lastSeen: 6 });
  });

  it('moves a vehicle by its bus location unless a newer snapshot placed it', () => {
    let fleet = applyTelemetry(
      empty,
      telemetry(V1, '2026-11-22T10:00:10.000Z', { LATITUDE: 1, LONGITUDE: 2 }),
      5,
    );
    const location = { Customer_ID: CID, cav_id: V1, name: 'S1', lat: 3, lon: 4 };
    expect(applyLocation(fleet, { ...location, dt_iot: '2026-11-22T10:00:09.000Z' }, 6)).toBe(
      fleet,
    );
    fleet = applyLocation(fleet, { ...location, dt_iot: '2026-11-22T10:00:11.000Z' }, 7);
    expect(fleet.get(V1)).toMatchObject({ lat: 3, lon: 4, lastSeen: 7 });
  });

  it('keeps the newest alert message of a known vehicle', () => {
    const base = mergeSnapshot(empty, [registryVehicle(V1, 'S1')], [], 0);
    const alert = {
      id: 'a1',
      level: 'CRITICAL',
      message: 'Emergency stop',
      time: '2026-11-22T10:00:10.000Z',
      Source_ID: V1,
      event_name: 'ALERT_RAISED',
      alerts: [{ code: 'SAF-201' }],
    };
    const fleet = applyAlert(base, alert);
    expect(fleet.get(V1)?.latestAlert).toEqual({
      id: 'a1',
      level: 'CRITICAL',
      eventName: 'ALERT_RAISED',
      message: 'Emergency stop',
      time: '2026-11-22T10:00:10.000Z',
      codes: ['SAF-201'],
    });
    expect(applyAlert(fleet, { ...alert, id: 'a0', time: '2026-11-22T10:00:00.000Z' })).toBe(fleet);
    expect(applyAlert(fleet, { ...alert, Source_ID: V2 })).toBe(fleet);
  });
});
