import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox, userGroups, users, type UserStatus } from '../db/schema.ts';
import { ensureCustomer } from '../db/seed.ts';
import { TEMPORARY_PASSWORD_TTL_MS, hashPassword } from '../modules/identity/passwords.ts';

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
