import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { customers, userGroups, users } from './schema.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { seedDemoAnnouncements } from './demo-announcements.ts';
import { seedDemoChecklists } from './demo-checklists.ts';
import { seedDemoDashboards } from './demo-dashboards.ts';
import { seedDemoFleet } from './demo-fleet.ts';

export const DEMO_CUSTOMERS = ['Darwin', 'Campus Mobility'] as const;

export const DEMO_USERS = [
  { username: 'admin', customer: 'Darwin', group: 'admin' },
  { username: 'content-manager', customer: 'Darwin', group: 'content_manager' },
  { username: 'operator', customer: 'Darwin', group: 'operator' },
  { username: 'service-manager', customer: 'Darwin', group: 'service_manager' },
  { username: 'remote-operator', customer: 'Darwin', group: 'remote_operator' },
  { username: 'customer-admin', customer: 'Campus Mobility', group: 'customer_admin' },
  { username: 'campus-operator', customer: 'Campus Mobility', group: 'operator' },
] as const;

/**
 * The on-board drivers of the simulated shuttles: `npm start`'s demo services run under them, so
 * the demo's operators start with no service of their own (docs/decisions/0020-demo-flows.md).
 * Nobody signs in as them: their password is random and never shown.
 */
export const DEMO_DRIVERS = [
  { username: 'demo-driver', customer: 'Darwin', name: 'Demo Driver' },
  { username: 'campus-demo-driver', customer: 'Campus Mobility', name: 'Campus Demo Driver' },
] as const;

export async function ensureCustomer(db: Db, name: string): Promise<string> {
  await db.insert(customers).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.name}) = lower(${name})`);
  if (!row) throw new Error(`customer ${name} could not be created`);
  return row.id;
}

interface SeedUser {
  username: string;
  email: string;
  preferredUsername: string;
  customerId: string;
  groups: string[];
  password: string;
}

/** Creates the user when missing; an existing user (and their password) is left as it is. */
export async function ensureUser(db: Db, user: SeedUser): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${user.username})`);
  if (existing) return;
  const [created] = await db
    .insert(users)
    .values({
      username: user.username,
      email: user.email,
      preferredUsername: user.preferredUsername,
      customerId: user.customerId,
      passwordHash: await hashPassword(user.password),
      status: 'CONFIRMED',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return;
  for (const group of user.groups) {
    await db
      .insert(userGroups)
      .values({ userId: created.id, groupName: group })
      .onConflictDoNothing();
  }
}

const titleCase = (username: string) =>
  username
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The demo's customers, seven users, the drivers of the simulated shuttles and the fleet
 * (DESIGN.md); running it again changes nothing.
 */
export async function seedDemo(db: Db, password: string): Promise<void> {
  const ids = new Map<string, string>();
  for (const name of DEMO_CUSTOMERS) ids.set(name, await ensureCustomer(db, name));
  for (const demo of DEMO_USERS) {
    const domain = demo.customer === 'Darwin' ? 'darwin.example' : 'campus-mobility.example';
    await ensureUser(db, {
      username: demo.username,
      email: `${demo.username}@${domain}`,
      preferredUsername: titleCase(demo.username),
      customerId: ids.get(demo.customer)!,
      groups: [demo.group],
      password,
    });
  }
  for (const driver of DEMO_DRIVERS) {
    const domain = driver.customer === 'Darwin' ? 'darwin.example' : 'campus-mobility.example';
    await ensureUser(db, {
      username: driver.username,
      email: `${driver.username}@${domain}`,
      preferredUsername: driver.name,
      customerId: ids.get(driver.customer)!,
      groups: ['operator'],
      password: randomBytes(32).toString('base64url'),
    });
  }
  await seedDemoFleet(db, password, ids);
  await seedDemoAnnouncements(db, ids);
  await seedDemoChecklists(db, ids);
  await seedDemoDashboards(db, ids);
}

/** A production install's first administrator, from ADMIN_* variables. */
export async function seedFirstAdmin(
  db: Db,
  admin: { username: string; email: string; password: string; customer: string },
): Promise<void> {
  const customerId = await ensureCustomer(db, admin.customer);
  await ensureUser(db, {
    username: admin.username,
    email: admin.email,
    preferredUsername: admin.username,
    customerId,
    groups: ['admin'],
    password: admin.password,
  });
}
