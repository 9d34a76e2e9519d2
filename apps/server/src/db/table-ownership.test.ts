import { readdirSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as allTables from './schema.ts';

// Each module owns its tables (modules/<module>/schema.ts); others read them through what the
// module's index.ts exports. Lint keeps other modules out of a schema.ts; this keeps the tables
// out of the front doors, and the list drizzle-kit reads (db/schema.ts) complete.

const modulesDir = new URL('../modules/', import.meta.url);
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const tablesOf = (exports: Record<string, unknown>) =>
  Object.values(exports).filter((value): value is PgTable => is(value, PgTable));
const nameOf = (table: PgTable) => getTableConfig(table).name;

describe('table ownership', () => {
  it.each(modules)('the %s module exports no table from its index.ts', async (name) => {
    const front = (await import(new URL(`${name}/index.ts`, modulesDir).href)) as Record<
      string,
      unknown
    >;
    expect(tablesOf(front).map(nameOf)).toEqual([]);
  });

  it("lists every module's tables for drizzle-kit, each table once", async () => {
    const owned: string[] = [];
    for (const name of modules) {
      const file = new URL(`${name}/schema.ts`, modulesDir);
      if (!readdirSync(new URL(`${name}/`, modulesDir)).includes('schema.ts')) continue;
      owned.push(...tablesOf((await import(file.href)) as Record<string, unknown>).map(nameOf));
    }
    const platform = tablesOf(
      (await import('./schema/platform.ts')) as Record<string, unknown>,
    ).map(nameOf);
    const listed = tablesOf(allTables).map(nameOf);
    expect([...owned, ...platform].sort()).toEqual([...listed].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
