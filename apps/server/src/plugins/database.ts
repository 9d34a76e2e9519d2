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
 * app, or the one given (its owner closes it); then the demo seed (SEED_DEMO) and the first
 * administrator (ADMIN_*).
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
      }));
    app.decorate('database', database);
    if (!options.database) app.addHook('onClose', () => database.close());

    if (env.SEED_DEMO) await seedDemo(database.db, env.DEMO_PASSWORD);
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL && env.ADMIN_CUSTOMER) {
      await seedFirstAdmin(database.db, {
        username: env.ADMIN_USERNAME,
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
        customer: env.ADMIN_CUSTOMER,
      });
    }
  },
  { name: 'database', dependencies: ['config'] },
);
