import { buildSession } from '@shuttle-ops/domain';
import type {
  ServiceContext,
  Vehicle,
  VehicleLiveState,
  VehicleTelemetry,
} from '@shuttle-ops/domain';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SessionStore } from '../../lib/auth/session-store.ts';
import type { MeasureData } from './api/telemetry-wire.ts';
import { renderRoutesWithRealtime } from '../../testing/realtime-render.tsx';
import { sessionStoreIn } from '../../testing/sessions.ts';

/** Test data and a harness for the dashboard screens: REST and GraphQL answers, a fake socket. */

export const CUSTOMER_ID = '6d77570a-112d-47a4-909d-922bd883dce6';
export const SHUTTLE_1 = '375f8a16-6310-4766-99ac-176a750494e6';
export const SHUTTLE_2 = '84da3434-dada-4fe7-9026-cc0c279dc4e1';

export function registryVehicle(id: string, name: string): Vehicle {
  return {
    Vehicle_ID: id,
    Customer_ID: CUSTOMER_ID,
    name,
    registration: null,
    status_flag: 'active',
    maxOccupancy: 15,
    max_wheelchair_occupancy: 1,
    vehicle_icon: null,
    mqtt_username: `veh-${id}`,
    anonymized: false,
    create_dt: '2026-11-22T09:00:00.000Z',
    update_dt: '2026-11-22T09:00:00.000Z',
  };
}

export function liveState(id: string, name: string, receivedAt: string): VehicleLiveState {
  return {
    Vehicle_ID: id,
    Customer_ID: CUSTOMER_ID,
    name,
    dt_canbus: receivedAt,
    received_at: receivedAt,
    lat: 51.5736,
    lon: -1.30395,
    heading: 10,
    speed: 12,
    battery: 80,
    passengers: 2,
    doors: 'CLOSED',
    modes: {
      VEHICLE_MODE: 'AUTONOMOUS',
      ROBOT_MODE: 'DRIVING',
      SUPERVISION_MODE: 'MONITORED',
      service_mode: 'IN_SERVICE',
    },
    latest_alert: null,
    measures: {
      LATITUDE: 51.5736,
      LONGITUDE: -1.30395,
      COURSE: 10,
      SPEED: 12,
      BATTERY_STATUS_LEVEL: 80,
      PASSENGERS_COUNT: 2,
      DOOR_STATUS: 'CLOSED',
      ROBOT_MODE: 'DRIVING',
      VEHICLE_MODE: 'AUTONOMOUS',
    },
  };
}

export function telemetry(
  id: string,
  at: string,
  values: Record<string, number | string>,
): VehicleTelemetry {
  return {
    customer_id: CUSTOMER_ID,
    vehicle_id: id,
    dt_canbus: at,
    dt_lambda: at,
    measure_values_list: Object.entries(values).map(([measure_name, measure_value]) => ({
      measure_name,
      measure_value,
    })),
  };
}

export function measureRow(id: string, measure: string, at: string, value: number): MeasureData {
  return {
    cav_id: id,
    measure_name: measure,
    measure_value: value,
    dt_iot: at,
    customer_id: CUSTOMER_ID,
  };
}

export interface Answers {
  vehicles?: Vehicle[] | 'fail';
  states?: VehicleLiveState[];
  rows?: MeasureData[];
  /** Open alarms per vehicle (`GET realtimealerts` counts.by_vehicle). */
  openAlarms?: Record<string, number>;
  /** The active services' context (`GET services/context`). */
  contexts?: ServiceContext[];
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Answers the dashboard's REST and GraphQL reads. */
export function stubServer(answers: Answers) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/dev/v1/vehicles/state')) {
      const items = answers.states ?? [];
      return json({ Items: items, Count: items.length });
    }
    if (url.startsWith('/dev/v1/vehicles')) {
      if (answers.vehicles === 'fail') {
        return json({ error: { code: 'FORBIDDEN', message: 'Not allowed here.' } }, 403);
      }
      const items = answers.vehicles ?? [];
      return json({ Items: items, Count: items.length, total: items.length });
    }
    if (url.startsWith('/dev/v1/realtimealerts?') && answers.openAlarms !== undefined) {
      return json({ Items: [], Count: 0, total: 0, counts: { by_vehicle: answers.openAlarms } });
    }
    if (url.startsWith('/dev/v1/services/context')) {
      const items = answers.contexts ?? [];
      return json({ Items: items, Count: items.length });
    }
    if (url.startsWith('/dev/v1/busstops')) return json({ Items: [], Count: 0, total: 0 });
    if (url === '/graphql') {
      const { query } = JSON.parse(init?.body as string) as { query: string };
      const rows = answers.rows ?? [];
      if (query.includes('getMeasureNames')) return json({ data: { getMeasureNames: [] } });
      if (query.includes('getMultipleMeasureNameValues')) {
        return json({ data: { getMultipleMeasureNameValues: rows } });
      }
      return json({ data: { getVehicleData: rows } });
    }
    return json({ error: { code: 'NOT_FOUND', message: url } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sessionStore(groups: string[]): SessionStore {
  const session = buildSession(
    {
      sub: 'u-1',
      'custom:cid': CUSTOMER_ID,
      'custom:cname': 'Darwin',
      preferred_username: 'Sam',
    },
    { sub: 'u-1', username: 'sam', 'cognito:groups': groups },
  );
  return sessionStoreIn({ status: 'signed-in', session }, 'access-token');
}

/** Renders the routes at `path` for a user of the given groups, on a fake realtime socket. */
export function renderDashboard(
  routes: RouteObject[],
  path: string,
  groups: string[],
  { colorScheme }: { colorScheme?: 'light' | 'dark' } = {},
) {
  return renderRoutesWithRealtime(routes, path, { session: sessionStore(groups), colorScheme });
}

/** A running service's context as `GET services/context` answers it. */
export function serviceContext(
  vehicleId: string,
  vehicleName: string,
  changes: Partial<ServiceContext> = {},
): ServiceContext {
  return {
    Service_ID: `9${vehicleId.slice(1)}`,
    Vehicle_ID: vehicleId,
    vehicleName,
    Route_ID: 'f3c1a7de-5a4b-4c8e-9d3f-2b1e0a9c8d7e',
    routeName: 'Harwell Campus Loop',
    routeType: 'loop',
    next_stop: {
      No: 2,
      BS_ID: 'a1b2c3d4-0000-4000-8000-000000000002',
      BSName: 'Fermi Avenue',
      BSLabel: 'H2',
      BSt: new Date(Date.now() + 120_000).toISOString(),
      etaExpected: new Date(Date.now() + 180_000).toISOString(),
    },
    delay_s: 60,
    punctuality: 'on-time',
    headway_s: 240,
    ahead: null,
    lap_s: 600,
    ...changes,
  };
}
