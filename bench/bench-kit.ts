// What the end-to-end benchmarks share: an app listening on loopback, signed-in consoles, vehicles
// with MQTT credentials, child load processes speaking JSON lines, and figures.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { vehicleMqttUsername } from '@shuttle-ops/domain';
import { spawnLoad } from './load-process.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { costsBetween, type PartCost } from '../apps/server/src/lib/cost-meter.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { vehicles } from '../apps/server/src/db/schema.ts';
import { ensureCustomer } from '../apps/server/src/db/seed.ts';
import { hashPassword } from '../apps/server/src/lib/password-hash.ts';
import type { ConsoleSettings } from './fanout-consoles.ts';

export const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DEMO_PASSWORD = 'Harwell-Demo-2026';
const here = path.dirname(fileURLToPath(import.meta.url));

export type BenchDatabaseKind = 'pglite' | 'postgres';

/**
 * A fresh database for one run: PGlite's files in a folder of their own (`prefix…` in the
 * temporary folder), or a schema of its own in PostgreSQL; `env` tells a server where it is, and
 * `drop()` removes the folder and the schema once the run is over.
 */
export async function openBenchDatabase(kind: BenchDatabaseKind, prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const schemaName = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const database =
    kind === 'pglite'
      ? await openDatabase({ dataDir: path.join(dir, 'pglite') })
      : await openDatabase({ url: PG_URL, schemaName });
  return {
    dir,
    database,
    env: {
      DATA_DIR: dir,
      ...(kind === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schemaName } : {}),
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
      if (kind !== 'postgres') return;
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schemaName}" cascade`);
      await client.end();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

/** Nearest-rank percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A child process of this folder speaking JSON lines. */
export function child(script: string, env: Record<string, string>) {
  const proc = spawnLoad(path.join(here, script), env);
  const lines = createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  return {
    async next<T>(): Promise<T> {
      const line = await lines.next();
      if (line.done) throw new Error(`${script} ended`);
      return JSON.parse(String(line.value)) as T;
    },
    send: (line: string) => proc.stdin.write(`${line}\n`),
    exited: new Promise((resolve) => proc.once('exit', resolve)),
  };
}

/** The app with the demo data, listening on a free loopback port, and a demo user's token. */
export async function openApp(
  database: Database,
  env: Record<string, string>,
  username = 'operator',
) {
  const app = await buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      SEED_DEMO: 'on',
      MQTT_PORT: '0',
      WEB_DIST: path.join(tmpdir(), 'shuttle-ops-no-web'),
      // Hundreds of consoles of one user on loopback: one client address to the server.
      WS_MAX_PER_ADDRESS: '100000',
      WS_MAX_PER_USER: '100000',
      ...env,
    }),
    { database, logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const res = await app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { username, password: DEMO_PASSWORD },
  });
  const token = res.json<{ AuthenticationResult: { AccessToken: string } }>().AuthenticationResult
    .AccessToken;
  return {
    app,
    token,
    url: `ws://127.0.0.1:${address.port}/graphql`,
    customerId: await ensureCustomer(database.db, 'Darwin'),
  };
}

/** Consoles in a process of their own, once every subscription is registered on the server. */
export async function startConsoles(
  app: FastifyInstance,
  settings: Omit<ConsoleSettings, 'apiKey'>,
): Promise<ReturnType<typeof child>> {
  const consoles = child('fanout-consoles.ts', {
    BENCH_CONSOLES: JSON.stringify({ ...settings, apiKey: app.env.PUBLIC_API_KEY }),
  });
  await consoles.next();
  const wanted = settings.consoles * settings.queries.length;
  while (app.graphqlSubscriptions.stats().subscribers < wanted) await sleep(20);
  return consoles;
}

export async function counter(app: FastifyInstance, name: string): Promise<number> {
  return (await app.metrics.getSingleMetric(name)?.get())?.values[0]?.value ?? 0;
}

/** `count` vehicles of the customer with MQTT credentials (one password for all). */
export async function createVehicles(database: Database, customerId: string, count: number) {
  const password = 'bench-vehicle-password';
  const hash = await hashPassword(password);
  const list = Array.from({ length: count }, () => randomUUID()).map((id) => ({
    id,
    customerId,
    username: vehicleMqttUsername(id),
    password,
  }));
  await database.db.insert(vehicles).values(
    list.map((v, i) => ({
      id: v.id,
      customerId: v.customerId,
      name: `Bench shuttle ${i + 1}`,
      maxOccupancy: 12,
      mqttUsername: v.username,
      mqttPasswordHash: hash,
    })),
  );
  return list;
}

/** The live path's cost per stored vehicle message, by part, as printed lines (µs/message). */
export function costLines(before: PartCost[], after: PartCost[], messages: number): string[] {
  if (messages <= 0) return ['  cost per message: no message stored'];
  return costsBetween(before, after).map(
    ({ part, ms, calls }) =>
      `    ${((ms * 1000) / messages).toFixed(1).padStart(7)} µs  ${part} (${fmt(calls)} calls)`,
  );
}

/**
 * CPU time and peak memory of this process (the server's) over a window: CPU as a share of one
 * core, RSS sampled every 100 ms.
 */
export function serverUsage() {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let rssMax = process.memoryUsage.rss();
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage.rss())), 100);
  return () => {
    clearInterval(sampler);
    const used = process.cpuUsage(cpu);
    const elapsedMs = performance.now() - started;
    const memory = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return {
      cpuShare: (used.user + used.system) / 1000 / elapsedMs,
      cpuMs: (used.user + used.system) / 1000,
      rssMb: rssMax / 1024 / 1024,
      memory: `JS heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB (array buffers ${mb(memory.arrayBuffers)} MB)`,
    };
  };
}

/**
 * With `BENCH_PROFILE=<dir>`, a CPU profile and a sampled heap profile of this process (the
 * server's) over the measured window only, written as `<name>.cpuprofile` and
 * `<name>.heapprofile` (open them in Chrome DevTools or speedscope).
 */
export async function profileWindow(name: string): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return () => Promise.resolve();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 64 * 1024 });
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    const heap = await session.post('HeapProfiler.stopSampling');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(path.join(dir, `${name}.heapprofile`), JSON.stringify(heap.profile));
    session.disconnect();
  };
}
