import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread.ts';
/**
 * The driver-neutral handle every repository receives. It carries no schema: each module
 * queries the tables it owns (its `schema.ts`), and `schema.ts` here lists them for drizzle-kit.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while this process holds the start-up lock of the database and schema, the one
   * the migrations were applied under (PostgreSQL: a session advisory lock, see
   * `startupLockKey`), so server copies starting together seed one after the other. `work` gets
   * the locked connection. PGlite belongs to one process: `work` runs at once.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A database as `openDatabase` answers it: with what opening it did to the schema. */
export interface OpenedDatabase extends Database {
  /** Migrations applied now, and how many the schema has in all. */
  readonly migrations: { applied: number; total: number };
}

/** Where waiting for the start-up lock is told (the server's log, or `npm run migrate`'s). */
export interface DatabaseLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string | undefined;
  /** PGlite directory; undefined keeps PGlite in memory. */
  dataDir?: string | undefined;
  /** A PGlite cluster to start from (as `dumpDataDir` makes it), instead of an empty one. */
  pgliteTemplate?: Blob | undefined;
  /** Postgres schema holding the tables (created if missing). */
  schemaName?: string;
  logger?: DatabaseLogger | undefined;
  /** How often a wait for the start-up lock is logged again, ms. */
  lockWaitLogMs?: number;
}

/**
 * PGlite's memory, chosen for a server that shares its process with it (docs/performance.md).
 * Its defaults (160 MB of shared buffers, 10 MB of temp buffers, 64 MB for maintenance) grow the
 * process towards them as tables are read; the files are in the OS page cache anyway, so small
 * buffers cost little: 32 MB of shared buffers hold the indexes the ingest and the live reads
 * touch. PGlite starts with fsync off (`-F`): a commit is in the files (the OS's cache) before
 * it answers, so a crash of the process loses nothing committed; a crash of the machine may.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=32MB',
  'temp_buffers=2MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=4MB',
];

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The text whose `hashtext` is the start-up lock's key (`pg_advisory_lock(hashtext(…))`): one
 * per schema, so installs in other schemas of the same database do not wait for each other.
 */
export const startupLockKey = (schemaName: string) => `shuttle-ops:migrate:${schemaName}`;

const silent: DatabaseLogger = { info: () => undefined, warn: () => undefined };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  const schemaName = options.schemaName ?? 'public';
  const logger = options.logger ?? silent;
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: `-c search_path=${schemaName}`,
      // Names this process in pg_stat_activity (and in a wait for the start-up lock).
      application_name: `shuttle-ops ${hostname()}:${process.pid}`.slice(0, 63),
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    const locked = <T>(work: (client: pg.PoolClient) => Promise<T>) =>
      withStartupLock(pool, schemaName, logger, options.lockWaitLogMs ?? 10_000, work);
    let migrations: OpenedDatabase['migrations'];
    try {
      // Copies started together on an empty database would both create the schema and the
      // tables; under the lock the second finds them made.
      migrations = await locked(async (client) => {
        await client.query(`create schema if not exists "${schemaName}"`);
        const db = drizzlePg({ client });
        return migrateCounting(db, `"${schemaName}".__drizzle_migrations`, () =>
          migratePg(db, { migrationsFolder, migrationsSchema: schemaName }),
        );
      });
    } catch (err) {
      await pool.end();
      throw err;
    }
    if (migrations.applied > 0) {
      logger.info({ schema: schemaName, ...migrations }, 'database migrations applied');
    }
    const db = drizzlePg({ client: pool });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrations,
      exclusive: (work) => locked((client) => work(drizzlePg({ client }) as unknown as Db)),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // PGlite works on a thread of its own, so the event loop keeps serving while it writes.
  const client = await startPgliteThread({
    postgresqlconf: PGLITE_SETTINGS,
    dataDir: options.dataDir,
    loadDataDir: options.pgliteTemplate,
  });
  // drizzle's PGlite driver calls only what the thread's client answers (query, transaction).
  const db = drizzlePglite({ client: client as unknown as PGlite });
  let migrations: OpenedDatabase['migrations'];
  try {
    migrations = await migrateCounting(db, 'drizzle.__drizzle_migrations', () =>
      migratePglite(db, { migrationsFolder }),
    );
  } catch (err) {
    await client.close();
    throw err;
  }
  if (migrations.applied > 0) logger.info({ ...migrations }, 'database migrations applied');
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrations,
    exclusive: (work) => work(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Runs drizzle's migrator and answers how many migrations it applied (its table's rows). */
async function migrateCounting(
  db: Db,
  table: string,
  migrate: () => Promise<void>,
): Promise<OpenedDatabase['migrations']> {
  const count = async () => {
    const present = await rowsOf<{ present: boolean }>(
      db,
      sql`select to_regclass(${table}) is not null as present`,
    );
    if (!present[0]?.present) return 0;
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql.raw(`select count(*) as n from ${table}`),
    );
    return Number(row?.n ?? 0);
  };
  const before = await count();
  await migrate();
  const total = await count();
  return { applied: total - before, total };
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Holds the schema's start-up lock on a connection of its own while `work` runs on it, then
 * unlocks. A wait is logged at once, with the process that holds the lock, and again every
 * `logEveryMs` until the lock is ours. A connection that breaks frees the lock by itself.
 */
async function withStartupLock<T>(
  pool: pg.Pool,
  schemaName: string,
  logger: DatabaseLogger,
  logEveryMs: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const key = startupLockKey(schemaName);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [key],
    );
    if (!tried.rows[0]?.locked) await waitForLock(pool, client, key, logger, logEveryMs);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch((err: Error) => {
        // Closing this connection frees the lock.
        broken = err;
      });
    }
  } catch (err) {
    broken ??= err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(broken);
  }
}

async function waitForLock(
  pool: pg.Pool,
  client: pg.PoolClient,
  key: string,
  logger: DatabaseLogger,
  logEveryMs: number,
): Promise<void> {
  const started = Date.now();
  const tell = async (message: string) => {
    const holder = await lockHolder(pool, key).catch(() => null);
    logger.warn(
      { lock: key, waited_ms: Date.now() - started, ...(holder ? { held_by: holder } : {}) },
      message,
    );
  };
  await tell('waiting for the start-up lock: another process is migrating or seeding');
  const timer = setInterval(
    () => void tell('still waiting for the start-up lock'),
    logEveryMs,
  ).unref();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
  } finally {
    clearInterval(timer);
  }
  logger.info({ lock: key, waited_ms: Date.now() - started }, 'start-up lock taken');
}

/** Who holds the advisory lock `hashtext(key)`: its backend's pid, address and application. */
async function lockHolder(pool: pg.Pool, key: string) {
  const { rows } = await pool.query<{
    pid: number;
    client_addr: string | null;
    application_name: string | null;
  }>(
    `select l.pid, a.client_addr::text as client_addr, a.application_name
       from pg_locks l left join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 1
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid = ((hashtext($1)::bigint >> 32) & 4294967295)::oid
        and l.objid = (hashtext($1)::bigint & 4294967295)::oid`,
    [key],
  );
  return rows[0] ?? null;
}
