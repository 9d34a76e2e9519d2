import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * The rows of a raw SQL query. Both drivers answer `{ rows }`; values come as the driver gives
 * them (PostgreSQL's int8 as a string, PGlite's as a number), so callers convert with Number().
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
