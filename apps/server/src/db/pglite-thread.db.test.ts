import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { queryRows } from '../lib/sql-rows.ts';
import { openDatabase, PGLITE_SETTINGS, type OpenedDatabase } from './database.ts';
import { startPgliteThread } from './pglite-thread.ts';

/** PGlite on its own thread, through drizzle as the server uses it (docs/decisions/0021). */

let database: OpenedDatabase;

beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(sql`create table thread_check (id int primary key, note text)`);
});
afterAll(() => database.close());

const notes = () =>
  queryRows<{ id: number; note: string }>(
    database.db,
    sql`select id, note from thread_check order by id`,
  );

describe('PGlite on its own thread', () => {
  it('answers rows with PostgreSQL types as drizzle gives them', async () => {
    const rows = await queryRows<{ at: string; n: number; j: unknown }>(
      database.db,
      sql`select '2026-01-02T03:04:05Z'::timestamptz as at, 7::int8 as n, '{"a":[1]}'::jsonb as j`,
    );
    expect(rows).toEqual([{ at: '2026-01-02 03:04:05+00', n: 7, j: { a: [1] } }]);
  });

  it("keeps a database error's SQLSTATE, so a unique violation is told apart", async () => {
    await database.db.execute(sql`insert into thread_check values (1, 'one')`);
    const error = await database.db
      .execute(sql`insert into thread_check values (1, 'again')`)
      .catch((err: unknown) => err);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction, and rolls back one that throws, leaving nothing of it', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check values (2, 'two')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check values (3, 'three')`);
        await tx.execute(sql`insert into thread_check values (1, 'duplicate')`);
      }),
    ).rejects.toThrow();
    expect(await notes()).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
    ]);
  });

  it('lets statements outside a transaction wait for it, as PGlite does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`update thread_check set note = 'changed' where id = 2`);
      await held;
      order.push('committed');
    });
    const outside = notes().then((rows) => {
      order.push('read');
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await tx;
    expect((await outside).find((r) => r.id === 2)?.note).toBe('changed');
    expect(order).toEqual(['committed', 'read']);
  });

  it('fails what is asked of it once closed, instead of waiting', async () => {
    const thread = await startPgliteThread({ postgresqlconf: PGLITE_SETTINGS });
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('the database is closed');
  });
});
