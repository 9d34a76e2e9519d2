import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB = './apps/web';

/**
 * The console's test files (relative to apps/web), split in two: those that replace a module
 * with `vi.mock` keep a module graph of their own, the others share their workers' loaded
 * modules and jsdom (docs/testing.md). A module mock registered by one file would otherwise stay
 * in force for the next file of its worker, and modules that file had already loaded would keep
 * the real one. Read from the files themselves, so a new mock cannot land in the shared set.
 */
function webTestFiles(): { mocking: string[]; shared: string[] } {
  const mocking: string[] = [];
  const shared: string[] = [];
  for (const folder of ['src', 'build']) {
    const entries = readdirSync(path.join(WEB, folder), { recursive: true, encoding: 'utf8' });
    for (const entry of entries) {
      if (!/\.test\.tsx?$/.test(entry)) continue;
      const file = path.posix.join(folder, entry.split(path.sep).join('/'));
      const source = readFileSync(path.join(WEB, file), 'utf8');
      (/\bvi\.(mock|doMock)\(/.test(source) ? mocking : shared).push(file);
    }
  }
  return { mocking, shared };
}
const webFiles = webTestFiles();

// One runner for every workspace; each project keeps its tests next to its code.
export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) leaves a two-core machine with a single
    // worker, and most of a test file's time is spent loading the app's modules or waiting on a
    // broker or a child process: two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure functions without module state: the files share their workers' loaded modules
          // instead of importing the domain again for each file (most of their time).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Files named `*.db.test.ts` open a database (the test app, a server process, Redis):
          // `npm test` runs them again on PostgreSQL, the others once (src/test/database-tests.test.ts
          // keeps the names true).
          exclude: ['src/contract/**', 'src/scale-out/**', 'src/fuzz/**'],
          // The files share their workers' loaded modules (the app's whole graph: Fastify, Drizzle,
          // PGlite, Aedes, GraphQL) instead of importing it again for each file, which took most
          // of a file's time. No server test replaces a module (vi.mock) or leaves a global behind.
          isolate: false,
          // Many tests start a broker, an app on its own database or a server process; on two
          // busy cores (CI runs files in parallel) that takes seconds each.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Several server processes on the real PostgreSQL, Redis and a Mosquitto of their own:
        // once per `npm test`, in its own step (scripts/test.mjs), never on PGlite.
        test: {
          name: 'scale-out',
          root: './apps/server',
          include: ['src/scale-out/**/*.test.ts'],
          // `npm run test:scale-out` alone uses the README's local services unless told otherwise.
          env: {
            DATABASE_URL: process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
            REDIS_URL: process.env['REDIS_URL'] || 'redis://127.0.0.1:6379',
          },
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // The REST and GraphQL fuzzers, each with its full case count and a printed seed: once per
        // `npm test` (on PGlite), not again in the PostgreSQL pass (docs/api/fuzzing.md).
        test: {
          name: 'fuzz',
          root: './apps/server',
          include: ['src/fuzz/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The served OpenAPI document checked from outside by Prism's validating proxy: once per
        // `npm test` (on PGlite), not again in the PostgreSQL pass of the server project.
        test: {
          name: 'contract',
          root: './apps/server',
          include: ['src/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'simulator',
          root: './apps/simulator',
          include: ['src/**/*.test.ts'],
          isolate: false,
          // The vehicle model's property tests drive thousands of simulated seconds: seconds each
          // on two busy cores, where the 5 s default is too tight.
          testTimeout: 20_000,
        },
      },
      {
        // The benchmarks' scoring (the figures they print are for people, not assertions).
        test: {
          name: 'bench',
          root: './bench',
          include: ['*.test.ts'],
          isolate: false,
        },
      },
      {
        // The console's screens and libraries (apps/web/vite.config.ts) in jsdom. The files share
        // their workers' jsdom and loaded modules (Mantine, React, the app) instead of building
        // both again for each of the ~100 files (most of the project's time); src/testing/setup.ts
        // puts back what a file may leave behind (globals, timers, storage, rendered screens).
        extends: `${WEB}/vite.config.ts`,
        test: { name: 'web', root: WEB, isolate: false, exclude: webFiles.mocking },
      },
      {
        // The console's test files that replace modules with `vi.mock`: each in its own graph.
        extends: `${WEB}/vite.config.ts`,
        test: { name: 'web-mocks', root: WEB, exclude: webFiles.shared },
      },
    ],
  },
});
