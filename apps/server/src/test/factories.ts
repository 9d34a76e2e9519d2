import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import {
  auditLog,
  busStops,
  customers,
  outbox,
  routeStops,
  routes,
  userGroups,
  users,
  type UserStatus,
  vehicles,
} from '../db/schema.ts';
import { ensureCustomer } from '../db/seed.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { TEMPORARY_PASSWORD_TTL_MS } from '../modules/identity/index.ts';

let serial = 0;

/** A user as an administrator would create one: by default with a temporary password. */
export async function createPoolUser(
  db: Db,
  options: {
    password: string;
    customer?: string;
    groups?: string[];
    status?: UserStatus;
    temporaryPasswordExpiresAt?: Date | null;
    username?: string;
  },
) {
  serial += 1;
  const username = options.username ?? `new-user-${serial}-${Date.now()}`;
  const customerId = await ensureCustomer(db, options.customer ?? 'Darwin');
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.test`,
      customerId,
      passwordHash: await hashPassword(options.password),
      status: options.status ?? 'FORCE_CHANGE_PASSWORD',
      temporaryPasswordExpiresAt:
        options.temporaryPasswordExpiresAt === undefined
          ? new Date(Date.now() + TEMPORARY_PASSWORD_TTL_MS)
          : options.temporaryPasswordExpiresAt,
    })
    .returning();
  for (const group of options.groups ?? ['operator']) {
    await db.insert(userGroups).values({ userId: user!.id, groupName: group });
  }
  return user!;
}

/** The newest message sent to an address, as the demo's outbox keeps it. */
export async function lastMailTo(db: Db, recipient: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.recipient, recipient));
  return rows.at(-1);
}

export const customerIdOf = (db: Db, name: string) => ensureCustomer(db, name);

/** A customer of its own, so a test's changes touch nobody else's data. */
export async function createCustomer(db: Db, name = `Test Customer ${++serial}-${Date.now()}`) {
  const [row] = await db.insert(customers).values({ name }).returning();
  return row!;
}

export async function createBusStop(
  db: Db,
  customer: string,
  overrides: Partial<typeof busStops.$inferInsert> = {},
) {
  serial += 1;
  const [row] = await db
    .insert(busStops)
    .values({
      customerId: await ensureCustomer(db, customer),
      name: `Stop ${serial}`,
      label: `S${serial}`,
      direction: 'northbound',
      lat: 51.575 + serial / 10_000,
      lon: -1.311,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createRoute(
  db: Db,
  customer: string,
  options: { name?: string; stopIds?: string[] } = {},
) {
  serial += 1;
  const customerId = await ensureCustomer(db, customer);
  const [row] = await db
    .insert(routes)
    .values({
      customerId,
      name: options.name ?? `Route ${serial}-${Date.now()}`,
      routeType: 'line',
      path: {
        type: 'LineString',
        coordinates: [
          [-1.311, 51.575],
          [-1.31, 51.576],
        ],
      },
    })
    .returning();
  const stopIds = options.stopIds ?? [];
  if (stopIds.length > 0) {
    await db.insert(routeStops).values(
      stopIds.map((busStopId, i) => ({
        routeId: row!.id,
        busStopId,
        position: i + 1,
        customerId,
      })),
    );
  }
  return row!;
}

export async function createVehicle(
  db: Db,
  customer: string,
  overrides: Partial<typeof vehicles.$inferInsert> = {},
) {
  serial += 1;
  const [row] = await db
    .insert(vehicles)
    .values({
      customerId: await ensureCustomer(db, customer),
      name: `Test Shuttle ${serial}-${Date.now()}`,
      registration: `TS${serial}`,
      statusFlag: 'active',
      maxOccupancy: 12,
      maxWheelchairOccupancy: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A real PNG of the given size. */
export const pngImage = (width = 64, height = 48) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 11, g: 107, b: 203, alpha: 1 } },
  })
    .png()
    .toBuffer();

/** Audit entries of an action, oldest first. */
export async function auditEntries(db: Db, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}
