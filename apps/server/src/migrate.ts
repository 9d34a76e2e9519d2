import path from 'node:path';
import { ConfigError, loadEnv } from './config/env.ts';
import { openDatabase, type DatabaseLogger } from './db/database.ts';

/**
 * `npm run migrate`: brings the configured database (DATABASE_URL and DATABASE_SCHEMA, or PGlite
 * under DATA_DIR) up to date, under the same start-up lock the server takes, and exits 0 with one
 * line; any failure is one line and exit 1. For deploy pipelines that migrate before starting
 * copies (which still migrate at start: then there is nothing left to do).
 */
async function main(): Promise<string> {
  const env = loadEnv();
  // A wait for another process's lock is told on stderr, so a pipeline never hangs silently.
  const logger: DatabaseLogger = {
    info: () => undefined,
    warn: (fields, message) => {
      const { lock, held_by: holder } = fields as { lock?: string; held_by?: { pid: number } };
      const detail = [lock && `lock "${lock}"`, holder && `held by backend pid ${holder.pid}`];
      process.stderr.write(`migrate: ${message} (${detail.filter(Boolean).join(', ')})\n`);
    },
  };
  const where = env.DATABASE_URL
    ? `PostgreSQL schema "${env.DATABASE_SCHEMA}"`
    : `PGlite at ${path.resolve(env.DATA_DIR, 'pglite')}`;
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR, 'pglite'),
    schemaName: env.DATABASE_SCHEMA,
    logger,
  });
  await database.close();
  const { applied, total } = database.migrations;
  return applied > 0
    ? `Migrated ${where}: ${applied} migration${applied === 1 ? '' : 's'} applied, ${total} in all.`
    : `${where} is up to date (${total} migrations).`;
}

main().then(
  (line) => {
    process.stdout.write(`${line}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    const message =
      err instanceof ConfigError
        ? err.message
        : `Migration failed: ${err instanceof Error ? err.message : String(err)}`;
    process.stderr.write(`${message.split('\n')[0]}\n`);
    process.exit(1);
  },
);
