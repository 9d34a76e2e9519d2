import type { Service, ServiceStop } from '@shuttle-ops/domain';

/** A stop of a service for the operator's component tests. */
export function stopFixture(No: number, overrides: Partial<ServiceStop> = {}): ServiceStop {
  return {
    No,
    BS_ID: `00000000-0000-4000-8000-${String(No).padStart(12, '0')}`,
    BSLabel: `H${No}`,
    BSName: `Stop ${No}`,
    Direction: null,
    lat: 51.5736,
    lon: -1.30395,
    BSt: '2026-11-22T10:00:00.000Z',
    etaInitial: '2026-11-22T10:00:00.000Z',
    etaExpected: '2026-11-22T10:00:00.000Z',
    eta: 60,
    arrived_at: null,
    ...overrides,
  };
}

/** An active service for the operator's component tests. */
export function serviceFixture(overrides: Partial<Service> = {}): Service {
  return {
    Service_ID: '11111111-1111-4111-8111-111111111111',
    Customer_ID: '20000000-0000-4000-8000-000000000001',
    Vehicle_ID: '33333333-3333-4333-8333-333333333333',
    vehicleName: 'Harwell Shuttle 1',
    Operator_ID: null,
    operatorName: null,
    Route_ID: '22222222-2222-4222-8222-222222222222',
    routeName: 'Harwell Campus Loop',
    routeType: 'loop',
    siteName: 'Harwell',
    LastPoint: null,
    occupancy: 0,
    maxOccupancy: 12,
    wheelchair_occupancy: 0,
    max_wheelchair_occupancy: 1,
    wheelchairSpace: true,
    serviceStatus: 'active',
    start_dt: '2026-11-22T10:00:00.000Z',
    end_dt: null,
    create_dt: '2026-11-22T10:00:00.000Z',
    update_dt: '2026-11-22T10:00:00.000Z',
    stops: [],
    ...overrides,
  };
}
