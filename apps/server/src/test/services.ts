import {
  HARWELL_CAMPUS_LOOP,
  type ListResult,
  type Route,
  type Service,
} from '@shuttle-ops/domain';
import type { TestClient } from './auth-client.ts';
import { createVehicle } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Lets the vehicle count as one that has reported, as a service needs. The report is dated long
 * ago, so any real telemetry a test sends afterwards is newer and is applied as usual.
 */
export function markReported(
  t: TestApp,
  vehicle: { id: string; customerId: string; name: string },
): void {
  t.app.vehicleState.applyTelemetry(
    { customerId: vehicle.customerId, vehicleId: vehicle.id, name: vehicle.name },
    { dtCanbus: '2000-01-01T00:00:00.000Z', receivedAt: new Date().toISOString(), values: {} },
  );
}

export const SERVICES = '/dev/v1/services';

/** The seeded Harwell Campus Loop as its customer's users see it. */
export async function campusLoop(client: TestClient): Promise<Route> {
  const routes = (await client.get('/dev/v1/routes')).json<ListResult<Route>>();
  return routes.Items.find((r) => r.name === HARWELL_CAMPUS_LOOP.name)!;
}

/** Starts a service on a fresh Darwin vehicle of its own (so tests never share a vehicle). */
export async function startService(
  t: TestApp,
  client: TestClient,
  route: Route,
  vehicle: { maxOccupancy?: number; maxWheelchairOccupancy?: number } = {},
): Promise<Service> {
  const row = await createVehicle(t.database.db, 'Darwin', vehicle);
  markReported(t, row);
  const res = await client.post(SERVICES, { Vehicle_ID: row.id, Route_ID: route.Route_ID });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json<Service>();
}
