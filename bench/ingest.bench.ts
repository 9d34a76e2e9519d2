// Ingest benchmark: rows stored per second at saturation through MQTT → ingest → database,
// beside the raw batched insert rate of the same database (the baseline), on PGlite and on
// PostgreSQL (DATABASE_URL, or the local server when it answers); and the worst event-loop
// stall of the server while it ingests. Run: npm run bench:ingest -w bench
//   BENCH_VEHICLES (40)  BENCH_SECONDS (10)  BENCH_WINDOW (16 unacknowledged per vehicle)
//   BENCH_DATABASES (pglite,postgres)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MEASURE_NAMES } from '@shuttle-ops/domain';
import { spawnLoad } from './load-process.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { customers } from '../apps/server/src/db/schema.ts';
import { createVehicles as createBenchVehicles, fmt, PG_URL, reachable } from './bench-kit.ts';
import type { PublisherSettings } from './ingest-publisher.ts';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 16);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Target {
  label: string;
  kind: 'pglite' | 'postgres';
  /** A fresh, migrated database, and how to throw it away. */
  open(): Promise<{ database: Database; env: Record<string, string>; drop: () => Promise<void> }>;
}

const pglite: Target = {
  label: 'PGlite',
  kind: 'pglite',
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-bench-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    return {
      database,
      env: { DATA_DIR: dir },
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  },
};

const postgres: Target = {
  label: 'PostgreSQL',
  kind: 'postgres',
  async open() {
    const schemaName = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const database = await openDatabase({ url: PG_URL, schemaName });
    return {
      database,
      env: { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schemaName },
      async drop() {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`drop schema if exists "${schemaName}" cascade`);
        await client.end();
      },
    };
  },
};

/** Measure rows like the pipeline's: 32 per snapshot, numbers and texts. */
function measureRows(count: number, customerId: string, vehicleIds: string[], start: number) {
  const rows = { c: [] as string[], v: [] as string[], n: [] as string[], d: [] as string[] };
  const num: (number | null)[] = [];
  const text: (string | null)[] = [];
  const seq: number[] = [];
  for (let i = 0; i < count; i++) {
    const k = start + i;
    const snapshot = Math.floor(k / MEASURE_NAMES.length);
    const name = MEASURE_NAMES[k % MEASURE_NAMES.length]!;
    rows.c.push(customerId);
    rows.v.push(vehicleIds[snapshot % vehicleIds.length]!);
    rows.n.push(name);
    rows.d.push(new Date(Date.UTC(2026, 0, 1) + snapshot * 1000).toISOString());
    num.push(k % 3 === 0 ? null : k % 97);
    text.push(k % 3 === 0 ? 'AUTONOMOUS' : null);
    seq.push(snapshot);
  }
  return { ...rows, num, text, seq };
}

/** Raw batched inserts into the telemetry table for `seconds`: rows per second. */
async function baseline(
  database: Database,
  method: 'values' | 'unnest',
  batch: number,
  seconds: number,
) {
  const customerId = randomUUID();
  const vehicleIds = Array.from({ length: VEHICLES }, () => randomUUID());
  let written = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const r = measureRows(batch, customerId, vehicleIds, written);
    if (method === 'unnest') {
      await database.db.execute(
        sql`insert into telemetry (customer_id, vehicle_id, measure_name, dt_iot, value_num, value_text, seq)
            select * from unnest(${sql.param(r.c)}::uuid[], ${sql.param(r.v)}::uuid[], ${sql.param(r.n)}::text[],
              ${sql.param(r.d)}::timestamptz[], ${sql.param(r.num)}::float8[], ${sql.param(r.text)}::text[], ${sql.param(r.seq)}::int8[])`,
      );
    } else {
      const tuples = r.seq.map(
        (_, i) =>
          sql`(${r.c[i]}, ${r.v[i]}, ${r.n[i]}, ${r.d[i]}, ${r.num[i]}, ${r.text[i]}, ${r.seq[i]})`,
      );
      await database.db.execute(
        sql`insert into telemetry (customer_id, vehicle_id, measure_name, dt_iot, value_num, value_text, seq)
            values ${sql.join(tuples, sql`, `)}`,
      );
    }
    written += batch;
  }
  return written / ((performance.now() - started) / 1000);
}

/** The vehicles of a customer of their own. */
async function createVehicles(database: Database) {
  const [customer] = await database.db
    .insert(customers)
    .values({ name: `Bench ${randomUUID()}` })
    .returning();
  return createBenchVehicles(database, customer!.id, VEHICLES);
}

async function rowsWritten(app: Awaited<ReturnType<typeof buildApp>>) {
  const metric = await app.metrics.getSingleMetric('fleet_rows_written_total')?.get();
  const byTable = Object.fromEntries(
    (metric?.values ?? []).map((v) => [String(v.labels.table), v.value]),
  );
  return {
    telemetry: byTable.telemetry ?? 0,
    all: Object.values(byTable).reduce((a, b) => a + b, 0),
  };
}

/** MQTT → ingest → database, at saturation, in this process; the vehicles in another. */
async function pipeline(target: Target) {
  const { database, env, drop } = await target.open();
  const app = await buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      SEED_DEMO: 'off',
      MQTT_PORT: '0',
      WEB_DIST: path.join(tmpdir(), 'shuttle-ops-no-web'),
      ...env,
    }),
    { database, logger: false },
  );
  try {
    await app.mqtt.listen({ port: 0, host: '127.0.0.1' });
    const settings: PublisherSettings = {
      url: `mqtt://127.0.0.1:${app.mqtt.port}`,
      window: WINDOW,
      vehicles: await createVehicles(database),
    };
    const publisher = spawnLoad(path.join(here, 'ingest-publisher.ts'), {
      BENCH_PUBLISHER: JSON.stringify(settings),
    });
    const lines = createInterface({ input: publisher.stdout })[Symbol.asyncIterator]();
    const next = async () =>
      JSON.parse(String((await lines.next()).value)) as Record<string, number>;
    await next(); // ready
    publisher.stdin.write('go\n');

    // One second of warm-up, then the measured window.
    await new Promise((r) => setTimeout(r, 1000));
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const before = await rowsWritten(app);
    const started = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const after = await rowsWritten(app);
    const elapsed = (performance.now() - started) / 1000;
    delay.disable();
    publisher.stdin.write('stop\n');
    const totals = await next();
    return {
      measureRows: (after.telemetry - before.telemetry) / elapsed,
      allRows: (after.all - before.all) / elapsed,
      messages: (after.telemetry - before.telemetry) / MEASURE_NAMES.length / elapsed,
      stallMs: delay.max / 1e6,
      p99Ms: delay.percentile(99) / 1e6,
      acked: totals.acked ?? 0,
    };
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const targets = [
  ...(wanted.includes('pglite') ? [pglite] : []),
  ...(wanted.includes('postgres') && (await reachable(PG_URL)) ? [postgres] : []),
];
if (targets.length === 1)
  process.stdout.write(`PostgreSQL: nothing answers at ${new URL(PG_URL).host}\n`);
process.stdout.write(
  `${VEHICLES} vehicles, ${WINDOW} QoS 1 messages in flight each, ${MEASURE_NAMES.length} measures per message, ${SECONDS} s per run\n\n`,
);
for (const target of targets) {
  const { database, drop } = await target.open();
  const values = await baseline(database, 'values', 1000, Math.min(SECONDS, 5));
  const unnest = await baseline(
    database,
    'unnest',
    target.kind === 'pglite' ? 2000 : 5000,
    Math.min(SECONDS, 5),
  );
  await database.close();
  await drop();
  const best = Math.max(values, unnest);
  const run = await pipeline(target);
  process.stdout.write(
    [
      `${target.label}`,
      `  baseline, raw INSERT … VALUES (1000 rows):        ${fmt(values)} rows/s`,
      `  baseline, raw INSERT … SELECT unnest (arrays):     ${fmt(unnest)} rows/s`,
      `  MQTT → ingest → database, measure rows:            ${fmt(run.measureRows)} rows/s  (${Math.round((100 * run.measureRows) / best)}% of the better baseline)`,
      `    all rows (measures, snapshots, bus locations):   ${fmt(run.allRows)} rows/s, ${fmt(run.messages)} messages/s`,
      `  event loop while ingesting: worst stall ${run.stallMs.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms`,
      '',
    ].join('\n'),
  );
}
