import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadEnv, type Env } from '../config/env.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import type { RequestTimeoutsByKind } from '../modules/vehicle-requests/index.ts';
import { checkAnswersAgainstDocument } from './openapi-contract.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

export const DEMO_PASSWORD = 'Harwell-Demo-2026';

/**
 * Vehicle request waits for tests of a silent vehicle (`build: { requestTimeouts }`): a test
 * waits about 2 s for the timeout instead of a server's 6 s (remote control) or 12 s (missions),
 * and a vehicle that answers still has seconds to do so on a busy machine.
 */
export const SHORT_REQUEST_TIMEOUTS: RequestTimeoutsByKind = {
  remote: { expiryMs: 1_500, answerGraceMs: 500, finishWithinMs: 5_000 },
  mission: { expiryMs: 1_500, answerGraceMs: 500, finishWithinMs: 2_000 },
};

/** The PostgreSQL URL of this run, if any: the suite runs once on PGlite and once on PostgreSQL. */
export const testDatabaseUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  database: Database;
  /** Answers that contradict the OpenAPI document so far; `close()` fails when any. */
  contractViolations: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Keep PGlite's files under `env.DATA_DIR` so another process can open them afterwards. */
  pgliteOnDisk?: boolean;
  /** More build options (e.g. the alarm rules' sink). */
  build?: Omit<BuildOptions, 'database' | 'logger'>;
}

/**
 * A real app on a database of its own: in-memory PGlite, or a fresh schema in PostgreSQL that is
 * dropped afterwards, so test files never see each other's rows.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const url = testDatabaseUrl();
  const schemaName = url ? `test_${randomUUID().replaceAll('-', '').slice(0, 12)}` : 'public';
  // The app's files (uploads, photos), removed when the app is closed; but a database on disk
  // stays, for a test that reads it again after (`npm run audit:verify` on it).
  const ownDataDir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    // Nothing listens until a test calls `app.mqtt.listen`; then on any free port.
    MQTT_PORT: '0',
    DATA_DIR: ownDataDir,
    DATABASE_SCHEMA: schemaName,
    WEB_DIST: path.join(tmpdir(), 'shuttle-ops-no-web'),
    ...(url ? { DATABASE_URL: url } : {}),
    ...overrides,
  });
  const dataDir = !url && options.pgliteOnDisk ? path.resolve(env.DATA_DIR, 'pglite') : undefined;
  // In memory, PGlite starts from a migrated cluster rather than running initdb again.
  const pgliteTemplate = !url && !dataDir ? await migratedPgliteTemplate() : undefined;
  const database = await openDatabase({ url, schemaName, dataDir, pgliteTemplate });
  const app = await buildApp(env, { ...options.build, database, logger: false });
  // Every answer of every integration test is checked against the served OpenAPI document.
  const contractViolations = checkAnswersAgainstDocument(app);
  let closed = false;
  return {
    app,
    env,
    database,
    contractViolations,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      if (dataDir === undefined) rmSync(ownDataDir, { recursive: true, force: true });
      if (url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists "${schemaName}" cascade`);
        await client.end();
      }
      if (contractViolations.length > 0) {
        throw new Error(
          `${contractViolations.length} answer(s) contradict the OpenAPI document (GET /docs/json):\n` +
            [...new Set(contractViolations)].map((v) => `  - ${v}`).join('\n'),
        );
      }
    },
  };
}
