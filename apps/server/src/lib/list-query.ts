import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@shuttle-ops/domain';

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
