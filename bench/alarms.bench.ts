// Alarm throughput benchmark (issue 13). Run: npx tsx bench/alarms.bench.ts
// Vehicles publish one alert message a second each over real MQTT (cycling through a few fault
// codes); the server stores each, turns it into an alarm change (grouped: one alarm per vehicle
// and code) and fans it out on onProcessAlerts to consoles signed in as a service manager.
// Prints publish → console latency (p50/p99/max, from the alert's `time` to the frame's
// arrival), what was lost (alerts acknowledged by the broker vs alarm counts stored; alarm
// changes published vs frames each console received), how many alarms the list holds, and the
// server's worst event-loop stall. Vehicles and consoles run in processes of their own.
//   BENCH_SECONDS (60)  BENCH_CONSOLES (20)  BENCH_VEHICLES (200)  BENCH_CODES (5)
//   BENCH_DATABASES (pglite,postgres)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/lib/sql-rows.ts';
import type { AlarmVehicleSettings } from './alarms-vehicles.ts';
import {
  PG_URL,
  child,
  createVehicles,
  fmt,
  openApp,
  percentile,
  reachable,
  sleep,
  startConsoles,
  openBenchDatabase,
} from './bench-kit.ts';
import type { ConsoleReport } from './fanout-consoles.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONSOLES = Number(process.env.BENCH_CONSOLES ?? 20);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200);
const CODES = Number(process.env.BENCH_CODES ?? 5);
const PROCESS_ALERTS = 'subscription { onProcessAlerts { id change level count last_seen } }';

async function run(kind: 'pglite' | 'postgres') {
  const bench = await openBenchDatabase(kind, 'shuttle-ops-alarms-');
  const { database } = bench;
  const { app, token, url, customerId } = await openApp(
    database,
    {
      ...bench.env,
    },
    'service-manager',
  );
  try {
    await app.mqtt.listen({ port: 0, host: '127.0.0.1' });
    const fleet = child('alarms-vehicles.ts', {
      BENCH_VEHICLES: JSON.stringify({
        url: `mqtt://127.0.0.1:${app.mqtt.port}`,
        codes: CODES,
        vehicles: await createVehicles(database, customerId, VEHICLES),
      } satisfies AlarmVehicleSettings),
    });
    await fleet.next();
    const consoles = await startConsoles(app, {
      url,
      token,
      consoles: CONSOLES,
      queries: [PROCESS_ALERTS],
      mode: 'latency',
    });
    let changes = 0;
    const unsubscribe = await app.bus.subscribe(customerId, (event) => {
      if (event.type === 'alarm') changes += 1;
    });
    let frames = 0;
    fleet.send('go');
    // Warm-up: its frames count towards "lost", its latencies do not.
    await sleep(3000);
    consoles.send('report');
    frames += (await consoles.next<ConsoleReport>()).frames;
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    await sleep(SECONDS * 1000);
    consoles.send('report');
    const report = await consoles.next<ConsoleReport>();
    frames += report.frames;
    const elapsed = (performance.now() - started) / 1000;
    delay.disable();
    fleet.send('stop');
    const sent = await fleet.next<{ sent: number; acked: number }>();
    // Let the last messages through the pipeline.
    let settled = -1;
    while (settled !== changes) {
      settled = changes;
      await sleep(1500);
    }
    consoles.send('report');
    frames += (await consoles.next<ConsoleReport>()).frames;
    consoles.send('stop');
    await Promise.all([consoles.exited, fleet.exited]);
    unsubscribe();
    const [row] = await queryRows<{
      alarms: string | number;
      raised: string | number;
      messages: string | number;
    }>(
      database.db,
      sql`select count(*) as alarms, coalesce(sum(count), 0) as raised,
            (select count(*) from vehicle_alerts where customer_id = ${customerId}) as messages
          from alarms where customer_id = ${customerId}`,
    );
    return {
      rate: report.frames / elapsed / CONSOLES,
      p50: percentile(report.latencies, 50),
      p99: percentile(report.latencies, 99),
      max: report.latencies.at(-1) ?? Number.NaN,
      stallMs: delay.max / 1e6,
      acked: sent.acked,
      raised: Number(row?.raised),
      alarms: Number(row?.alarms),
      messages: Number(row?.messages),
      sent: sent.sent,
      changes,
      frames,
      closed: report.closed,
    };
  } finally {
    await app.close();
    await database.close();
    await bench.drop();
  }
}

const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const kinds = [
  ...(wanted.includes('pglite') ? (['pglite'] as const) : []),
  ...(wanted.includes('postgres') && (await reachable(PG_URL)) ? (['postgres'] as const) : []),
];
for (const kind of kinds) {
  const r = await run(kind);
  const lostStored = r.messages - r.raised;
  const lostDelivered = r.changes * CONSOLES - r.frames;
  process.stdout.write(
    [
      `Alarms on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${VEHICLES} vehicles × 1 alert/s over MQTT (${CODES} codes each), ${CONSOLES} consoles on onProcessAlerts (${SECONDS} s)`,
      `  publish → console: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`,
      `  alarm changes: ${fmt(r.rate)}/s per console; alerts sent ${fmt(r.sent)}, acknowledged ${fmt(r.acked)}, stored ${fmt(r.messages)}, counted in alarms ${fmt(r.raised)} (lost ${lostStored}); changes ${fmt(r.changes)} × ${CONSOLES} consoles, frames ${fmt(r.frames)} (lost ${lostDelivered}); consoles closed: ${r.closed}`,
      `  the list holds ${fmt(r.alarms)} alarms (grouped from ${fmt(r.raised)} raises)`,
      `  server event loop: worst stall ${r.stallMs.toFixed(1)} ms`,
      '',
    ].join('\n'),
  );
}
process.exit(0);
