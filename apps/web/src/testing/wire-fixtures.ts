import type { Announcement, Customer, Vehicle, VehicleLiveState } from '@shuttle-ops/domain';

export const CUSTOMER_ID = '20000000-0000-4000-8000-000000000001';

export function vehicleFixture(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = overrides.Vehicle_ID ?? '40000000-0000-4000-8000-000000000001';
  return {
    Vehicle_ID: id,
    Customer_ID: CUSTOMER_ID,
    name: 'Harwell Shuttle 1',
    registration: 'HW26 AVA',
    status_flag: 'active',
    maxOccupancy: 15,
    max_wheelchair_occupancy: 1,
    vehicle_icon: null,
    mqtt_username: `veh-${id}`,
    anonymized: false,
    create_dt: '2026-06-01T09:30:00.000Z',
    update_dt: '2026-06-01T09:30:00.000Z',
    ...overrides,
  };
}

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    Customer_ID: CUSTOMER_ID,
    name: 'Darwin',
    contact_name: null,
    contact_email: null,
    contact_phone: null,
    address: null,
    is_platform_owner: true,
    anonymized: false,
    customer_logo: null,
    create_dt: '2026-01-01T00:00:00.000Z',
    update_dt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    Customer_ID: CUSTOMER_ID,
    text: 'Road works on Fermi Avenue',
    audience: 'both',
    start_dt: '2026-03-02T09:00:00.000Z',
    end_dt: null,
    archived: false,
    current: true,
    created_by: 'content-manager',
    create_dt: '2026-03-02T08:00:00.000Z',
    update_dt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

export const list = <T>(items: T[]) => ({ Items: items, Count: items.length, total: items.length });

/** A vehicle's latest state as `GET vehicles/state` lists it, last heard from at `receivedAt`. */
export function liveStateFixture(
  vehicle: Vehicle,
  receivedAt: string,
  overrides: Partial<VehicleLiveState> = {},
): VehicleLiveState {
  return {
    Vehicle_ID: vehicle.Vehicle_ID,
    Customer_ID: vehicle.Customer_ID,
    name: vehicle.name,
    dt_canbus: receivedAt,
    received_at: receivedAt,
    lat: 51.5736,
    lon: -1.30395,
    heading: null,
    speed: 0,
    battery: 80,
    passengers: 0,
    doors: 'CLOSED',
    modes: { VEHICLE_MODE: null, ROBOT_MODE: null, SUPERVISION_MODE: null, service_mode: null },
    latest_alert: null,
    measures: {},
    ...overrides,
  };
}
