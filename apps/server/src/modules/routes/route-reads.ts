import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { routes } from './schema.ts';

/** A route's name, within the caller's customer. */
export async function routeName(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: routes.name })
    .from(routes)
    .where(and(scope.where(routes.customerId), eq(routes.id, id)));
  return row?.name;
}
