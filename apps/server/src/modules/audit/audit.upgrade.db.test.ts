import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../db/database.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { auditRepository } from './audit.repository.ts';
import { verifyAuditChain } from './audit.verify.ts';

const migrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);
const url = testDatabaseUrl();
const schemaName = `test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** The migrations of the version before the chain (up to 0009_eta_lease). */
function migrationsBeforeTheChain(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === '0009_eta_lease');
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const LEGACY_ROWS = `
  insert into audit_log (at, customer_id, username, action, outcome, ip, details) values
  ('2025-11-02T08:00:00.123456Z', null, 'admin', 'auth.signin', 'success', '10.0.0.1', null),
  ('2025-11-02T08:01:00Z', null, 'nobody', 'auth.signin', 'failure', '10.0.0.2',
   '{"reason": "unknown user", "n": 1.50, "nested": {"b": [1, "x"], "a": null}}'),
  ('2025-11-02T08:02:00.5Z', null, 'admin', 'customer.update', 'success', null, '{}')`;

/** A database as the previous version left it, with three audit entries and no chain. */
async function olderDatabase(): Promise<{
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const folder = migrationsBeforeTheChain();
  if (url) {
    const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schemaName}` });
    await pool.query(`create schema "${schemaName}"`);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(drizzle({ client: pool }), {
      migrationsFolder: folder,
      migrationsSchema: schemaName,
    });
    await pool.query(LEGACY_ROWS);
    await pool.end();
    return {
      open: () => openDatabase({ url, schemaName }),
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists "${schemaName}" cascade`);
        await client.end();
      },
    };
  }
  // In memory, so the same PGlite instance is brought up to date as openDatabase would.
  const client = await PGlite.create();
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
  await client.exec(LEGACY_ROWS);
  const open = async (): Promise<Database> => {
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: migrations });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      exclusive: (work) => work(db),
      ping: () => Promise.resolve(),
      close: () => client.close(),
    };
  };
  return { open, drop: () => Promise.resolve() };
}

let database: Database;
let drop = () => Promise.resolve();
beforeAll(async () => {
  const older = await olderDatabase();
  drop = older.drop;
  database = await older.open();
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('a database upgraded from a version without the chain', () => {
  it('chains its entries once, in the order written, and keeps appending after them', async () => {
    const audit = auditRepository(database.db);
    expect(await verifyAuditChain(audit)).toMatchObject({
      ok: false,
      broken: { seq: 1, problem: 'unchained' },
    });
    expect(await audit.chainUnchainedEntries(2)).toBe(3);
    expect(await audit.chainUnchainedEntries()).toBe(0);
    const rows = await audit.chainPage(0, 10);
    expect(rows.map((r) => [r.seq, r.action, r.at.toISOString()])).toEqual([
      [1, 'auth.signin', '2025-11-02T08:00:00.123Z'],
      [2, 'auth.signin', '2025-11-02T08:01:00.000Z'],
      [3, 'customer.update', '2025-11-02T08:02:00.500Z'],
    ]);

    await audit.record({ action: 'auth.signin', outcome: 'success', username: 'admin' });
    expect(await verifyAuditChain(audit)).toMatchObject({ ok: true, entries: 4 });
  });
});
