import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../db/database.ts';

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring search over some text columns; undefined when there is no text. */
export function textSearch(text: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Sorts text case-insensitively. */
export const lowerOf = (column: PgColumn): SQL => sql`lower(${column})`;

/** The ORDER BY of a list: the chosen attribute, then the id so pages never overlap. */
export function ordering(by: PgColumn | SQL, order: SortOrder, id: PgColumn): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return [direction(by), direction(id)];
}

/** A page of a list: at most `limit` rows after the first `offset`. */
export interface PageWindow {
  limit: number;
  offset?: number;
}

/** One page of a table's rows matching `where` in the `order` given, and how many match in all. */
export async function pageOfRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  { limit, offset = 0 }: PageWindow,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Drizzle types a query of any table only loosely: the rows are the table's own.
  const source: PgTable = table;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(source).where(where);
  const rows: T['$inferSelect'][] = await db
    .select()
    .from(source)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows, total };
}
