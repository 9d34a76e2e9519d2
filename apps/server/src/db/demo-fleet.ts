import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHILTON_LINK,
  DEMO_VEHICLES,
  HARWELL_CAMPUS_LOOP,
  vehicleMqttUsername,
  type SiteRoute,
} from '@shuttle-ops/domain';
import { hashPassword, verifyPassword } from '../lib/password-hash.ts';
import type { Db } from './database.ts';
import { lockCustomer, type Tx } from './customer-lock.ts';
import { busStops, routeStops, routes, vehicles } from './schema.ts';

/**
 * The MQTT password of a demo vehicle, derived so the simulator can compute it too:
 * base64url(HMAC-SHA256(key = DEMO_PASSWORD, message = `mqtt:<vehicle name>`)).
 */
export function demoMqttPassword(demoPassword: string, vehicleName: string): string {
  return createHmac('sha256', demoPassword).update(`mqtt:${vehicleName}`).digest('base64url');
}

/**
 * The MQTT password of a seeded demo vehicle while it still is the one derived from
 * DEMO_PASSWORD (an administrator may have rotated it); null for any other vehicle.
 */
export async function seededDemoMqttPassword(
  demoPassword: string,
  vehicle: { id: string; name: string; mqttPasswordHash: string | null },
): Promise<string | null> {
  if (!vehicle.mqttPasswordHash || !DEMO_VEHICLES.some((d) => d.Vehicle_ID === vehicle.id)) {
    return null;
  }
  const password = demoMqttPassword(demoPassword, vehicle.name);
  return (await verifyPassword(vehicle.mqttPasswordHash, password)) ? password : null;
}

const DEMO_ROUTES: { customer: string; route: SiteRoute }[] = [
  { customer: 'Darwin', route: HARWELL_CAMPUS_LOOP },
  { customer: 'Campus Mobility', route: CHILTON_LINK },
];

async function ensureStop(tx: Tx, customerId: string, stop: SiteRoute['stops'][number]) {
  const [found] = await tx
    .select({ id: busStops.id })
    .from(busStops)
    .where(
      and(eq(busStops.customerId, customerId), sql`lower(${busStops.name}) = lower(${stop.name})`),
    );
  if (found) return found.id;
  const [created] = await tx
    .insert(busStops)
    .values({ customerId, ...stop })
    .returning({ id: busStops.id });
  return created!.id;
}

/**
 * The route with its stops, when the customer has no route of that name: in one transaction
 * under the customer's lock, so that two seeds never both make its stops (bus stop names are not
 * unique, so nothing else would stop the second).
 */
async function ensureRoute(db: Db, customerId: string, route: SiteRoute) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [found] = await tx
      .select({ id: routes.id })
      .from(routes)
      .where(
        and(eq(routes.customerId, customerId), sql`lower(${routes.name}) = lower(${route.name})`),
      );
    if (found) return;
    const stopIds: string[] = [];
    for (const stop of route.stops) stopIds.push(await ensureStop(tx, customerId, stop));
    const [created] = await tx
      .insert(routes)
      .values({
        customerId,
        name: route.name,
        description: route.description,
        routeType: route.routeType,
        color: route.color,
        path: route.path,
      })
      .returning({ id: routes.id });
    await tx.insert(routeStops).values(
      stopIds.map((busStopId, index) => ({
        routeId: created!.id,
        busStopId,
        position: index + 1,
        customerId,
      })),
    );
  });
}

/** The demo's routes, stops and vehicles (DESIGN.md "Demo data"); running it again changes nothing. */
export async function seedDemoFleet(
  db: Db,
  demoPassword: string,
  customerIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const { customer, route } of DEMO_ROUTES) {
    await ensureRoute(db, customerIds.get(customer)!, route);
  }
  for (const vehicle of DEMO_VEHICLES) {
    const [found] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.Vehicle_ID));
    if (found) continue;
    await db
      .insert(vehicles)
      .values({
        id: vehicle.Vehicle_ID,
        customerId: customerIds.get(vehicle.customer)!,
        name: vehicle.name,
        registration: vehicle.registration,
        statusFlag: 'active',
        maxOccupancy: vehicle.maxOccupancy,
        maxWheelchairOccupancy: vehicle.max_wheelchair_occupancy,
        mqttUsername: vehicleMqttUsername(vehicle.Vehicle_ID),
        mqttPasswordHash: await hashPassword(demoMqttPassword(demoPassword, vehicle.name)),
        mqttRotatedAt: new Date(),
      })
      .onConflictDoNothing();
  }
}
