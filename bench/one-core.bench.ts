// The live path on one core, as issue 27's table measures it, in one run: the server started the
// way production starts it (`npm start -- --no-build`: compiled JavaScript, plain node) in a
// process group of its own, beside a baseline measured the same way in the same run (a bare
// Aedes broker and a raw WebSocket fan-out of the same frames, baseline-server.ts).
// Run pinned: BENCH_LOAD_CPUS=1 npx tsx bench/one-core.bench.ts (the server and the baseline on
// CPU 0 by `taskset -c 0`, the vehicles, consoles and publishers on CPU 1).
//  - Latency: BENCH_VEHICLES (200) × 1 Hz over MQTT (32 measures), BENCH_CONSOLES (50) consoles on
//    onVehicleTelemetryData and onCreateBusLocation; publish → console p50/p99/max, CPU of the
//    process group as a share of one core, its highest RSS (npm, shell and node together), the
//    cost per message by part (the server's /metrics `live_path_seconds_total`).
//  - Ingest at saturation: BENCH_INGEST_VEHICLES (40) vehicles with BENCH_WINDOW (16) QoS 1
//    messages in flight each; messages acknowledged per second (acked after commit) and the
//    PUBACK p99.
// Each database (BENCH_DATABASES: pglite,postgres) gets a fresh server process per part.
// BENCH_SECONDS (20) per measured window. Profiles: fanout.bench.ts (BENCH_PROFILE, in process).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { MEASURE_NAMES } from '@shuttle-ops/domain';
import { ensureCustomer } from '../apps/server/src/db/seed.ts';
import { costsBetween } from '../apps/server/src/lib/cost-meter.ts';
import { startBaseline } from './baseline.ts';
import {
  PG_URL,
  child,
  costLines,
  createVehicles,
  fmt,
  percentile,
  reachable,
  sleep,
  openBenchDatabase,
} from './bench-kit.ts';
import { buildServer, startCompiledServer, type CompiledServer } from './compiled-server.ts';
import type { ConsoleReport, ConsoleSettings } from './fanout-consoles.ts';
import type { PublisherSettings } from './ingest-publisher.ts';
import { measureGroup, type GroupUsage } from './process-group.ts';
import type { VehicleSettings } from './fanout-vehicles.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONSOLES = Number(process.env.BENCH_CONSOLES ?? 50);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200);
const INGEST_VEHICLES = Number(process.env.BENCH_INGEST_VEHICLES ?? 40);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 16);
const DEMO_PASSWORD = 'Harwell-Demo-2026';
const PUBLIC_API_KEY = 'shuttle-ops-bench-public-key';

const TELEMETRY = `subscription { onVehicleTelemetryData {
  customer_id vehicle_id dt_canbus dt_lambda measure_values_list { measure_name measure_value } } }`;
const POSITIONS = 'subscription { onCreateBusLocation { cav_id lat lon name dt_iot } }';

type Kind = 'pglite' | 'postgres';
type Vehicle = VehicleSettings['vehicles'][number];

/** Where the load goes and how the process under test is measured. */
interface Target {
  group: number;
  mqttUrl: string;
  wsUrl: string;
  token: string;
  server?: CompiledServer;
}

interface LatencyRun {
  p50: number;
  p99: number;
  max: number;
  usage: GroupUsage;
  closed: number;
  stallMs?: number;
  stored?: number;
  costs?: string[];
}

interface IngestRun {
  perSecond: number;
  pubackP99: number;
  pubackMax: number;
}

/** A fresh database with the demo customer and `count` vehicles, then the server on it. */
async function serverOn(kind: Kind, count: number) {
  const bench = await openBenchDatabase(kind, 'shuttle-ops-one-core-');
  const { database } = bench;
  const vehicles = await createVehicles(
    database,
    await ensureCustomer(database.db, 'Darwin'),
    count,
  );
  await database.close();
  const server = await startCompiledServer({ ...bench.env, PUBLIC_API_KEY });
  return {
    server,
    vehicles,
    async close() {
      await server.stop();
      await bench.drop();
    },
  };
}

/** Consoles connected and subscribed (on the server: once /metrics counts every subscription). */
async function consolesOn(target: Target) {
  const consoles = child('fanout-consoles.ts', {
    BENCH_CONSOLES: JSON.stringify({
      url: target.wsUrl,
      apiKey: PUBLIC_API_KEY,
      token: target.token,
      consoles: CONSOLES,
      queries: [TELEMETRY, POSITIONS],
      mode: 'latency',
    } satisfies ConsoleSettings),
  });
  await consoles.next();
  while (target.server && (await target.server.metrics()).subscriptions < CONSOLES * 2) {
    await sleep(100);
  }
  return consoles;
}

/** 200 vehicles × 1 Hz to 50 consoles: latency, CPU and memory over the window. */
async function latency(target: Target, vehicles: Vehicle[]): Promise<LatencyRun> {
  const fleet = child('fanout-vehicles.ts', {
    BENCH_VEHICLES: JSON.stringify({
      url: target.mqttUrl,
      hz: 1,
      vehicles,
    } satisfies VehicleSettings),
  });
  await fleet.next();
  const consoles = await consolesOn(target);
  fleet.send('go');
  await sleep(3000);
  consoles.send('report');
  await consoles.next<ConsoleReport>();
  const before = await target.server?.metrics();
  const usage = measureGroup(target.group);
  await sleep(SECONDS * 1000);
  const used = usage();
  const after = await target.server?.metrics();
  consoles.send('report');
  const report = await consoles.next<ConsoleReport>();
  fleet.send('stop');
  await fleet.next();
  consoles.send('stop');
  await Promise.all([consoles.exited, fleet.exited]);
  const run: LatencyRun = {
    p50: percentile(report.latencies, 50),
    p99: percentile(report.latencies, 99),
    max: report.latencies.at(-1) ?? Number.NaN,
    usage: used,
    closed: report.closed,
  };
  if (!before || !after) return run;
  const stored = costsBetween(before.costs, after.costs).find((c) => c.part === 'live state');
  return {
    ...run,
    stallMs: after.stallMs,
    stored: stored?.calls ?? 0,
    costs: costLines(before.costs, after.costs, stored?.calls ?? 0),
  };
}

/** Vehicles publishing QoS 1 as fast as acknowledged: messages/s and PUBACK times. */
async function ingest(mqttUrl: string, vehicles: Vehicle[]): Promise<IngestRun> {
  const publisher = child('ingest-publisher.ts', {
    BENCH_PUBLISHER: JSON.stringify({
      url: mqttUrl,
      window: WINDOW,
      vehicles,
    } satisfies PublisherSettings),
  });
  await publisher.next();
  publisher.send('go');
  await sleep(2000);
  publisher.send('mark');
  const { acked: from } = await publisher.next<{ acked: number }>();
  const started = performance.now();
  await sleep(SECONDS * 1000);
  publisher.send('stop');
  const end = await publisher.next<{ acked: number; pubackP99: number; pubackMax: number }>();
  await publisher.exited;
  return {
    perSecond: (end.acked - from) / ((performance.now() - started) / 1000),
    pubackP99: end.pubackP99,
    pubackMax: end.pubackMax,
  };
}

function benchVehicles(count: number, customerId: string): Vehicle[] {
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    customerId,
    username: `bench-vehicle-${i}`,
    password: 'any',
  }));
}

async function baselineLatency() {
  const baseline = await startBaseline();
  try {
    const target = {
      group: baseline.group,
      mqttUrl: baseline.mqttUrl,
      wsUrl: baseline.wsUrl,
      token: '',
    };
    return await latency(target, benchVehicles(VEHICLES, randomUUID()));
  } finally {
    await baseline.stop();
  }
}

async function baselineIngest() {
  const baseline = await startBaseline();
  try {
    return await ingest(baseline.mqttUrl, benchVehicles(INGEST_VEHICLES, randomUUID()));
  } finally {
    await baseline.stop();
  }
}

async function serverLatency(kind: Kind) {
  const opened = await serverOn(kind, VEHICLES);
  try {
    const { server } = opened;
    const token = await server.signIn('operator', DEMO_PASSWORD);
    return await latency(
      { group: server.group, mqttUrl: server.mqttUrl, wsUrl: server.wsUrl, token, server },
      opened.vehicles,
    );
  } finally {
    await opened.close();
  }
}

async function serverIngest(kind: Kind) {
  const opened = await serverOn(kind, INGEST_VEHICLES);
  try {
    return await ingest(opened.server.mqttUrl, opened.vehicles);
  } finally {
    await opened.close();
  }
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : `${fmt(n)} ms`);
const label = (kind: Kind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const kinds: Kind[] = [
  ...(wanted.includes('pglite') ? (['pglite'] as const) : []),
  ...(wanted.includes('postgres') && (await reachable(PG_URL)) ? (['postgres'] as const) : []),
];
process.stdout.write(
  `Load average at start: ${loadAverage()} (${process.env.BENCH_LOAD_CPUS ? `server on CPU 0, load on CPU ${process.env.BENCH_LOAD_CPUS}` : 'not pinned: set BENCH_LOAD_CPUS=1'})\n`,
);
buildServer();

/** Each run's figures on stderr as it ends, the table on stdout at the end. */
const logged = async <T>(name: string, run: Promise<T>): Promise<T> => {
  const result = await run;
  process.stderr.write(
    `${name}: ${JSON.stringify(result, (k, v: unknown) => (k === 'costs' ? undefined : v))}\n`,
  );
  return result;
};
const baseline = {
  latency: await logged('baseline latency', baselineLatency()),
  ingest: await logged('baseline ingest', baselineIngest()),
};
const servers: { kind: Kind; latency: LatencyRun; ingest: IngestRun }[] = [];
for (const kind of kinds) {
  servers.push({
    kind,
    latency: await logged(`${kind} latency`, serverLatency(kind)),
    ingest: await logged(`${kind} ingest`, serverIngest(kind)),
  });
}

const columns = [
  ...servers.map((s) => `server, ${label(s.kind)}`),
  'baseline (Aedes + raw WebSocket)',
];
const row = (name: string, cells: string[]) => `| ${[name, ...cells].join(' | ')} |`;
const all = <T>(pick: (run: LatencyRun) => T) => [
  ...servers.map((s) => pick(s.latency)),
  pick(baseline.latency),
];
const rss = (u: GroupUsage) => `${fmt(u.rssMb)} MB`;
process.stdout.write(
  [
    '',
    `${VEHICLES} vehicles × 1 Hz (${MEASURE_NAMES.length} measures), ${CONSOLES} consoles on onVehicleTelemetryData and onCreateBusLocation, ${SECONDS} s windows`,
    '',
    row('', columns),
    row(
      '---',
      columns.map(() => '---'),
    ),
    row(
      'publish → console p50',
      all((r) => ms(r.p50)),
    ),
    row(
      'publish → console p99',
      all((r) => ms(r.p99)),
    ),
    row(
      'publish → console max',
      all((r) => ms(r.max)),
    ),
    row(
      'CPU, process group',
      all((r) => `${(r.usage.cpuShare * 100).toFixed(1)}% of a core`),
    ),
    row(
      'memory, process group (highest RSS)',
      all((r) => rss(r.usage)),
    ),
    row(
      `ingest at saturation (${INGEST_VEHICLES} vehicles × ${WINDOW} in flight)`,
      [...servers.map((s) => s.ingest), baseline.ingest].map((i) => `${fmt(i.perSecond)} msg/s`),
    ),
    row(
      'PUBACK p99 (max) at saturation',
      [...servers.map((s) => s.ingest), baseline.ingest].map(
        (i) => `${ms(i.pubackP99)} (${ms(i.pubackMax)})`,
      ),
    ),
    '',
    '',
  ].join('\n'),
);
for (const { kind, latency: run } of servers) {
  process.stdout.write(
    [
      `Server on ${label(kind)}:`,
      `  ${fmt((run.stored ?? 0) / SECONDS)} messages/s stored, ${((run.usage.cpuSeconds * 1e6) / Math.max(1, run.stored ?? 0)).toFixed(0)} µs of CPU per message in all (process group); consoles closed: ${run.closed}`,
      `  worst event-loop stall ${ms(run.stallMs)} (10 ms resolution); memory at its highest: ${run.usage.rssParts}`,
      `  cost per message by part (timed calls; the rest is the broker, sockets, GC and timers):`,
      ...(run.costs ?? []),
      '',
    ].join('\n'),
  );
}
process.stdout.write(
  `Baseline memory at its highest: ${baseline.latency.usage.rssParts}\nLoad average at end: ${loadAverage()}\n`,
);
process.exit(0);
