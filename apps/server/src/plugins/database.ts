import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database.ts';
import { seedDemo, seedFirstAdmin } from '../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from env. */
  database?: Database | undefined;
}

/**
 * The database: opened from DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) and closed with the
 * app, or the one given (its owner closes it), migrated under the start-up lock; then, under the
 * same lock, the demo seed (SEED_DEMO) and the first administrator (ADMIN_*).
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const { env } = app;
    const database =
      options.database ??
      (await openDatabase({
        url: env.DATABASE_URL,
        dataDir: path.resolve(env.DATA_DIR, 'pglite'),
        schemaName: env.DATABASE_SCHEMA,
        logger: app.log.child({ module: 'database' }),
      }));
    app.decorate('database', database);
    if (!options.database) app.addHook('onClose', () => database.close());

    const { ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_EMAIL, ADMIN_CUSTOMER } = env;
    const firstAdmin =
      ADMIN_USERNAME && ADMIN_PASSWORD && ADMIN_EMAIL && ADMIN_CUSTOMER
        ? {
            username: ADMIN_USERNAME,
            email: ADMIN_EMAIL,
            password: ADMIN_PASSWORD,
            customer: ADMIN_CUSTOMER,
          }
        : null;
    if (env.SEED_DEMO || firstAdmin) {
      // Under the start-up lock: copies starting together seed one after the other.
      await database.exclusive(async (db) => {
        if (env.SEED_DEMO) await seedDemo(db, env.DEMO_PASSWORD);
        if (firstAdmin) await seedFirstAdmin(db, firstAdmin);
      });
    }
  },
  { name: 'database', dependencies: ['config'] },
);
