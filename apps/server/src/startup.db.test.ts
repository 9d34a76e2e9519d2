import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed.ts';
import { SIMULATOR_LEASE_MS, SIMULATOR_RENEW_MS } from './simulated-shuttles.ts';
import { freePort } from './test/mosquitto.ts';
import { spawnServerProcess } from './test/server-process.ts';
import { DEMO_PASSWORD, testDatabaseUrl } from './test/test-app.ts';
import { metricValue } from './test/vehicles.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(serverDir, '../..');
const url = testDatabaseUrl();
const redisUrl = process.env.REDIS_URL;

const newSchema = () => `test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const dropSchema = (schema: string) =>
  withClient((c) => c.query(`drop schema if exists "${schema}" cascade`));

/** The demo seed's rows in a schema, table by table. */
const SEED_TABLES = ['customers', 'users', 'bus_stops', 'routes', 'vehicles', 'announcements'];
const seedCounts = (schema: string) =>
  withClient(async (c) => {
    const counts: Record<string, number> = {};
    for (const table of SEED_TABLES) {
      const { rows } = await c.query<{ n: string }>(
        `select count(*) as n from "${schema}"."${table}"`,
      );
      counts[table] = Number(rows[0]!.n);
    }
    return counts;
  });

/** A real server process, as `npm start` runs it, on the shared PostgreSQL, Redis and schema. */
function startCopy(env: Record<string, string>) {
  const copy = spawnServerProcess(`copy on ${env.PORT}`, {
    MQTT_PORT: '0',
    MQTT_URL: '',
    SEED_DEMO: 'on',
    SIMULATOR: 'on',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(serverDir, 'no-web'),
    ...env,
  });
  return Object.assign(copy, {
    /** The shuttles it drives and the vehicles connected to its broker, from /metrics. */
    async fleet() {
      const body = await (await fetch(`${copy.url}/metrics`)).text();
      return {
        driving: metricValue(body, 'simulator_driving'),
        connected: metricValue(body, 'fleet_mqtt_clients'),
      };
    },
  });
}

type Copy = ReturnType<typeof startCopy>;

/** `npm run <script>` of the repository, to its end. */
function npmRun(script: string, env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repoDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

if (url && redisUrl) {
  describe('two server copies started at the same instant on an empty database', () => {
    const schema = newSchema();
    const reference = newSchema();
    const copies: Copy[] = [];
    afterAll(async () => {
      for (const copy of copies) copy.child.kill('SIGKILL');
      await Promise.all(copies.map((c) => c.exited));
      await dropSchema(schema);
      await dropSchema(reference);
    });

    it('both come up, the demo seed is there once, and one drives the shuttles until it dies', async () => {
      const run = randomUUID().slice(0, 8);
      const ports = [await freePort(), await freePort()];
      const shared = {
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redisUrl,
        // Channels and keys of this run's own on the shared Redis.
        INSTALL_ID: `test-${run}`,
      };
      copies.push(...ports.map((port) => startCopy({ ...shared, PORT: String(port) })));
      const failed = () => copies.map((c, i) => `--- copy ${i}:\n${c.output()}`).join('\n');
      try {
        await Promise.all(copies.map((c) => c.ready(90_000)));
      } catch (err) {
        throw new Error(`${(err as Error).message}\n${failed()}`);
      }

      // The seed of one run, once: as many rows as a single seed makes on an empty schema.
      const single = await openDatabase({ url, schemaName: reference });
      try {
        await seedDemo(single.db, DEMO_PASSWORD);
      } finally {
        await single.close();
      }
      const expected = await seedCounts(reference);
      expect(expected.bus_stops).toBeGreaterThan(0);
      expect(await seedCounts(schema)).toEqual(expected);

      // One copy drives every demo shuttle (they connect to its broker); the other none.
      const driven = expected.vehicles;
      await expect
        .poll(async () => (await Promise.all(copies.map((c) => c.fleet()))).map((f) => f.driving))
        .toSatisfy((d: number[]) => d.toSorted().join() === `0,${driven}`);
      const states = await Promise.all(copies.map((c) => c.fleet()));
      const driverIndex = states.findIndex((s) => s.driving === driven);
      const [driver, other] = [copies[driverIndex]!, copies[1 - driverIndex]!];
      await expect.poll(async () => (await driver.fleet()).connected).toBe(driven);
      expect((await other.fleet()).connected).toBe(0);
      expect(driver.output()).toContain(`${driven} simulated shuttles are driving`);
      expect(other.output()).toContain('The simulated shuttles are driven by another copy');
      const active = await withClient(
        async (c) =>
          (
            await c.query<{ n: string }>(
              `select count(*) as n from "${schema}".services where status = 'active'`,
            )
          ).rows[0]!.n,
      );
      // Every demo shuttle but the one the departure gate holds (no checklist of today).
      expect(Number(active)).toBe(Number(driven) - 1);

      // The driver dies without a word: the other takes the lease over once it has lapsed.
      driver.child.kill('SIGKILL');
      expect(await driver.exited).toBe('SIGKILL');
      // What is left of the dead driver's lease, on the database's clock (its last renewal may
      // have come late on a busy machine, so this is not always SIMULATOR_LEASE_MS - RENEW_MS).
      const left = await withClient(
        async (c) =>
          (
            await c.query<{ ms: number }>(
              `select greatest(0, extract(epoch from expires_at - now()) * 1000)::float8 as ms
                 from "${schema}".eta_lease where name = 'simulator'`,
            )
          ).rows[0]!.ms,
      );
      const readAt = Date.now();
      expect(left).toBeLessThanOrEqual(SIMULATOR_LEASE_MS);
      await expect
        .poll(async () => (await other.fleet()).driving, {
          timeout: SIMULATOR_LEASE_MS + SIMULATOR_RENEW_MS + 10_000,
          interval: 250,
        })
        .toBe(driven);
      // Not before the dead driver's lease lapsed.
      expect(Date.now() - readAt).toBeGreaterThanOrEqual(left);
      await expect.poll(async () => (await other.fleet()).connected).toBe(driven);
      expect(other.output()).toContain('driving the simulated shuttles');

      // A clean shutdown stops the shuttles and gives the lease up.
      other.child.kill('SIGTERM');
      expect(await other.exited).toBe(0);
      const leases = await withClient(
        async (c) =>
          (await c.query<{ name: string }>(`select name from "${schema}".eta_lease`)).rows,
      );
      expect(leases.map((l) => l.name)).not.toContain('simulator');
    }, 180_000);
  });
}

describe('npm run migrate', () => {
  it('names a database it cannot reach in one line and exits 1', async () => {
    const result = await npmRun('migrate', {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('Migration failed: connect ECONNREFUSED 127.0.0.1:1\n');
  }, 60_000);

  if (url) {
    const schema = newSchema();
    afterAll(() => dropSchema(schema));

    it('twice at the same instant on an empty schema: both exit 0, the schema has every migration', async () => {
      const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema };
      const results = await Promise.all([npmRun('migrate', env), npmRun('migrate', env)]);
      expect(results.map((r) => r.code)).toEqual([0, 0]);
      const lines = results.map((r) => r.stdout.trim());
      // One applied them all; the other (after it, under the lock) found nothing left to do.
      const applied = lines.map(
        (l) =>
          /^Migrated PostgreSQL schema ".+": (\d+) migrations applied, \1 in all\.$/.exec(l)?.[1],
      );
      expect(applied.filter(Boolean)).toHaveLength(1);
      const total = applied.find(Boolean)!;
      expect(lines).toContain(`PostgreSQL schema "${schema}" is up to date (${total} migrations).`);
      const { rows } = await withClient((c) =>
        c.query<{ n: string }>(`select count(*) as n from "${schema}".__drizzle_migrations`),
      );
      expect(rows[0]!.n).toBe(total);
    }, 120_000);
  } else {
    it('migrates PGlite under DATA_DIR, and then finds it up to date', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-migrate-'));
      const env = { DATABASE_URL: '', DATA_DIR: dataDir };
      const first = await npmRun('migrate', env);
      expect(first.code).toBe(0);
      const total = /^Migrated PGlite at .+: (\d+) migrations applied, \1 in all\.\n$/.exec(
        first.stdout,
      )?.[1];
      expect(Number(total)).toBeGreaterThan(0);
      const again = await npmRun('migrate', env);
      expect(again.code).toBe(0);
      expect(again.stdout).toBe(
        `PGlite at ${path.join(dataDir, 'pglite')} is up to date (${total} migrations).\n`,
      );
    }, 120_000);
  }
});

describe('npm run simulator', () => {
  it('refuses to run without DATABASE_URL, in one line', async () => {
    const result = await npmRun('simulator', { DATABASE_URL: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'npm run simulator needs DATABASE_URL: the embedded database belongs to the server process (there, SIMULATOR=on drives the shuttles).\n',
    );
  }, 60_000);

  if (url) {
    const schema = newSchema();
    afterAll(() => dropSchema(schema));

    it("drives the demo shuttles at a copy's broker beside copies with SIMULATOR=off", async () => {
      const [port, mqttPort] = [await freePort(), await freePort()];
      const copy = startCopy({
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        REDIS_URL: '',
        SIMULATOR: 'off',
        PORT: String(port),
        MQTT_PORT: String(mqttPort),
        LOG_LEVEL: 'warn',
      });
      try {
        await copy.ready(90_000);
        const simulator = spawn(process.execPath, ['--import', 'tsx', 'src/simulator-main.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            DATABASE_URL: url,
            DATABASE_SCHEMA: schema,
            MQTT_URL: '',
            MQTT_PORT: String(mqttPort),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        simulator.stdout.on('data', (d: Buffer) => (output += d.toString()));
        simulator.stderr.on('data', (d: Buffer) => (output += d.toString()));
        const exited = new Promise<number | null>((resolve) => simulator.once('exit', resolve));
        const driven = await withClient(async (c) => {
          const { rows } = await c.query<{ n: string }>(
            `select count(*) as n from "${schema}".vehicles`,
          );
          return Number(rows[0]!.n);
        });
        await expect
          .poll(async () => (await copy.fleet()).connected, { timeout: 30_000 })
          .toBe(driven);
        expect(output).toContain(
          `Simulator: ${driven} simulated shuttles are driving at 127.0.0.1:${mqttPort}`,
        );
        const leases = async () =>
          withClient(async (c) =>
            (await c.query<{ name: string }>(`select name from "${schema}".eta_lease`)).rows.map(
              (r) => r.name,
            ),
          );
        expect(await leases()).toContain('simulator');

        simulator.kill('SIGTERM');
        expect(await exited).toBe(0);
        await expect.poll(async () => (await copy.fleet()).connected).toBe(0);
        expect(await leases()).not.toContain('simulator');
      } finally {
        copy.child.kill('SIGTERM');
        expect(await copy.exited).toBe(0);
      }
    }, 180_000);
  }
});
