import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../lib/sql-rows.ts';
import { openDatabase } from './database.ts';

it('opens PGlite with its memory settings', async () => {
  const database = await openDatabase({});
  try {
    const rows = await queryRows<{ name: string; value: string }>(
      database.db,
      sql`select name, current_setting(name) as value from (values
        ('shared_buffers'), ('temp_buffers'), ('maintenance_work_mem')) as s(name)`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.value]))).toEqual({
      shared_buffers: '32MB',
      temp_buffers: '2MB',
      maintenance_work_mem: '16MB',
    });
  } finally {
    await database.close();
  }
}, 60_000);
