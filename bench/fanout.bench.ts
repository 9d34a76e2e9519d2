// GraphQL fan-out benchmark. Run: npx tsx bench/fanout.bench.ts
//  1. Deliveries per second at saturation: many consoles on loopback WebSockets subscribed to
//     full telemetry snapshots of one customer; events are published on the app's bus as fast as
//     the sockets take them (the sender waits while any socket holds more than 256 kB).
//  2. Publish-to-console latency p50/p99: vehicles send a snapshot a second over real MQTT, the
//     server stores it (PGlite, and PostgreSQL when DATABASE_URL or the local server answers) and
//     fans it out to consoles signed in with x-api-key and x-token; latency is console receive
//     time minus the vehicle's send time. Also the worst event-loop stall of the server meanwhile.
// The vehicles and the consoles run in processes of their own.
//   BENCH_SECONDS (10)  BENCH_SATURATION_CONSOLES (200)  BENCH_CONSOLES (50)  BENCH_VEHICLES (200)
//   BENCH_DATABASES (pglite,postgres)  BENCH_PARTS (saturation,latency)
import { randomUUID } from 'node:crypto';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { MEASURE_NAMES, MEASURES } from '@shuttle-ops/domain';
import { openDatabase } from '../apps/server/src/db/database.ts';
import {
  PG_URL,
  child,
  costLines,
  counter,
  createVehicles,
  fmt,
  openApp,
  percentile,
  profileWindow,
  reachable,
  serverUsage,
  sleep,
  startConsoles,
  openBenchDatabase,
} from './bench-kit.ts';
import type { ConsoleReport } from './fanout-consoles.ts';
import type { VehicleSettings } from './fanout-vehicles.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SATURATION_CONSOLES = Number(process.env.BENCH_SATURATION_CONSOLES ?? 200);
const CONSOLES = Number(process.env.BENCH_CONSOLES ?? 50);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200);

const TELEMETRY = `subscription { onVehicleTelemetryData {
  customer_id vehicle_id dt_canbus dt_lambda measure_values_list { measure_name measure_value } } }`;
const POSITIONS = 'subscription { onCreateBusLocation { cav_id lat lon name dt_iot } }';

/** 1. Bus → hub → sockets as fast as the sockets take it. */
async function saturation() {
  const database = await openDatabase({});
  const { app, token, url, customerId } = await openApp(database, {});
  const consoles = await startConsoles(app, {
    url,
    token,
    consoles: SATURATION_CONSOLES,
    queries: [TELEMETRY],
    mode: 'count',
  });
  const vehicleIds = Array.from({ length: 200 }, () => randomUUID());
  let running = true;
  let published = 0;
  const pump = async () => {
    while (running) {
      let buffered = 0;
      for (const socket of app.websocketServer.clients) {
        buffered = Math.max(buffered, socket.bufferedAmount);
      }
      if (buffered < 256 * 1024) {
        for (let i = 0; i < 10; i++) {
          const vehicleId = vehicleIds[published % vehicleIds.length]!;
          const at = new Date().toISOString();
          published += 1;
          app.bus.publish({
            type: 'telemetry',
            customerId,
            vehicleId,
            payload: {
              customer_id: customerId,
              vehicle_id: vehicleId,
              dt_canbus: at,
              dt_lambda: at,
              measure_values_list: MEASURE_NAMES.map((measure_name) => ({
                measure_name,
                measure_value:
                  MEASURES[measure_name].valueType === 'number' ? published % 97 : 'AUTONOMOUS',
              })),
            },
          });
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const pumping = pump();
  await sleep(2000);
  consoles.send('report');
  await consoles.next<ConsoleReport>();
  const before = {
    executions: await counter(app, 'graphql_subscription_executions_total'),
    dropped: await counter(app, 'graphql_subscription_dropped_total'),
  };
  const started = performance.now();
  await sleep(SECONDS * 1000);
  consoles.send('report');
  const report = await consoles.next<ConsoleReport>();
  const elapsed = (performance.now() - started) / 1000;
  const executions =
    (await counter(app, 'graphql_subscription_executions_total')) - before.executions;
  const dropped = (await counter(app, 'graphql_subscription_dropped_total')) - before.dropped;
  running = false;
  await pumping;
  consoles.send('stop');
  await consoles.exited;
  await app.close();
  await database.close();
  return {
    deliveries: report.frames / elapsed,
    executions: executions / elapsed,
    dropped,
    closed: report.closed,
  };
}

/** 2. Vehicles → MQTT → database → bus → hub → consoles, at 1 Hz per vehicle. */
async function latency(kind: 'pglite' | 'postgres') {
  const bench = await openBenchDatabase(kind, 'shuttle-ops-fanout-');
  const { database } = bench;
  const { app, token, url, customerId } = await openApp(database, bench.env);
  try {
    await app.mqtt.listen({ port: 0, host: '127.0.0.1' });
    const fleet = child('fanout-vehicles.ts', {
      BENCH_VEHICLES: JSON.stringify({
        url: `mqtt://127.0.0.1:${app.mqtt.port}`,
        hz: 1,
        vehicles: await createVehicles(database, customerId, VEHICLES),
      } satisfies VehicleSettings),
    });
    await fleet.next();
    const consoles = await startConsoles(app, {
      url,
      token,
      consoles: CONSOLES,
      queries: [TELEMETRY, POSITIONS],
      mode: 'latency',
    });
    fleet.send('go');
    await sleep(3000);
    consoles.send('report');
    await consoles.next<ConsoleReport>();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    let gcMs = 0;
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcMs = Math.max(gcMs, entry.duration);
    });
    gc.observe({ entryTypes: ['gc'] });
    const costsBefore = app.costs.snapshot();
    const stopProfile = await profileWindow(`fanout-${kind}`);
    const usage = serverUsage();
    const started = performance.now();
    await sleep(SECONDS * 1000);
    const used = usage();
    const costsAfter = app.costs.snapshot();
    await stopProfile();
    consoles.send('report');
    const report = await consoles.next<ConsoleReport>();
    const elapsed = (performance.now() - started) / 1000;
    delay.disable();
    const stored =
      (costsAfter.find((c) => c.part === 'live state')?.calls ?? 0) -
      (costsBefore.find((c) => c.part === 'live state')?.calls ?? 0);
    gc.disconnect();
    fleet.send('stop');
    const sent = await fleet.next<{ sent: number; acked: number }>();
    consoles.send('stop');
    await Promise.all([consoles.exited, fleet.exited]);
    return {
      deliveries: report.frames / elapsed,
      p50: percentile(report.latencies, 50),
      p99: percentile(report.latencies, 99),
      max: report.latencies.at(-1) ?? Number.NaN,
      stallMs: delay.max / 1e6,
      gcMs,
      acked: sent.acked,
      closed: report.closed,
      ...used,
      stored,
      costs: costLines(costsBefore, costsAfter, stored),
    };
  } finally {
    await app.close();
    await database.close();
    await bench.drop();
  }
}

const parts = (process.env.BENCH_PARTS ?? 'saturation,latency').split(',');
if (parts.includes('saturation')) {
  const sat = await saturation();
  process.stdout.write(
    [
      `Saturation: ${SATURATION_CONSOLES} consoles on loopback WebSockets, one subscription shape, full ${MEASURE_NAMES.length}-measure snapshots published on the bus (${SECONDS} s)`,
      `  deliveries:   ${fmt(sat.deliveries)} frames/s received by the consoles`,
      `  executions:   ${fmt(sat.executions)}/s (one per event and shape, not per console)`,
      `  dropped: ${sat.dropped}, consoles closed: ${sat.closed}`,
      '',
    ].join('\n'),
  );
}

const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const kinds = [
  ...(wanted.includes('pglite') ? (['pglite'] as const) : []),
  ...(wanted.includes('postgres') && (await reachable(PG_URL)) ? (['postgres'] as const) : []),
];
for (const kind of parts.includes('latency') ? kinds : []) {
  const run = await latency(kind);
  process.stdout.write(
    [
      `Latency on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${VEHICLES} vehicles × 1 Hz over MQTT (${MEASURE_NAMES.length} measures each), stored, to ${CONSOLES} consoles with telemetry and position subscriptions (${SECONDS} s)`,
      `  publish → console: p50 ${run.p50} ms, p99 ${run.p99} ms, max ${run.max} ms`,
      `  deliveries: ${fmt(run.deliveries)} frames/s; vehicle messages acknowledged: ${fmt(run.acked)}; consoles closed: ${run.closed}`,
      `  server event loop: worst stall ${run.stallMs.toFixed(1)} ms; longest GC pause ${run.gcMs.toFixed(1)} ms`,
      `  server: CPU ${(run.cpuShare * 100).toFixed(1)}% of a core, RSS at most ${run.rssMb.toFixed(0)} MB (${run.memory}); ${fmt(run.stored / SECONDS)} messages/s stored, ${((run.cpuMs * 1000) / Math.max(1, run.stored)).toFixed(0)} µs of CPU per message in all`,
      `  cost per message by part (timed calls; the rest is the broker, sockets, GC and timers):`,
      ...run.costs,
      '',
    ].join('\n'),
  );
}
process.exit(0);
