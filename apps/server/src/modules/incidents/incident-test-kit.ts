import type { Incident, IncidentCreateBody, ListResult } from '@shuttle-ops/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { incidents } from './schema.ts';
import { services } from '../services/schema.ts';
import type { TestClient } from '../../test/auth-client.ts';
import { createRoute, createVehicle } from '../../test/factories.ts';

/** Test helpers of the incident routes (used by tests only). */
export const INCIDENTS = '/dev/v1/incidents';
export const LEGACY_INCIDENTS = '/dev/incidents';

let serial = 0;

/** A minimal valid body; occurred ten minutes ago unless said otherwise. */
export function incidentBody(overrides: Partial<IncidentCreateBody> = {}) {
  serial += 1;
  return {
    title: `Kerb strike ${serial}`,
    description: `The shuttle touched the kerb at the stop (${serial}).`,
    category: 'near-miss',
    severity: 'minor',
    occurred_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    ...overrides,
  };
}

export async function createIncident(
  client: TestClient,
  overrides: Partial<IncidentCreateBody> = {},
): Promise<Incident> {
  const res = await client.post(INCIDENTS, incidentBody(overrides));
  if (res.statusCode !== 201)
    throw new Error(`incident not created: ${res.statusCode} ${res.body}`);
  return res.json<Incident>();
}

export const items = <T>(res: { json: <R>() => R }) => res.json<ListResult<T>>();

/** How many incidents are stored for a customer (deleted ones too). */
export async function storedIncidents(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(incidents)
    .where(eq(incidents.customerId, customerId));
  return row?.n ?? 0;
}

/** A service of a fresh vehicle on a fresh route of the customer, run by an operator. */
export async function createServiceRow(
  db: Db,
  customer: string,
  operator: { id: string; name: string } | null,
  times: { startAt: Date; endAt: Date | null; status?: 'active' | 'completed' } | null = null,
) {
  const vehicle = await createVehicle(db, customer);
  const route = await createRoute(db, customer);
  const [row] = await db
    .insert(services)
    .values({
      customerId: vehicle.customerId,
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      routeId: route.id,
      routeName: route.name,
      routeType: 'line',
      operatorId: operator?.id ?? null,
      operatorName: operator?.name ?? null,
      siteName: 'Harwell',
      status: times?.status ?? 'completed',
      startAt: times?.startAt ?? null,
      endAt: times?.endAt ?? null,
      maxOccupancy: 12,
      maxWheelchairOccupancy: 1,
    })
    .returning();
  return { service: row!, vehicle, route };
}
