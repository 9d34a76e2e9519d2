import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { users } from './schema.ts';

/** The name a user is shown by (preferred, else username), within the caller's customer. */
export async function userDisplayName(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ username: users.username, preferred: users.preferredUsername })
    .from(users)
    .where(and(scope.where(users.customerId), eq(users.id, id)));
  return row ? (row.preferred ?? row.username) : undefined;
}
