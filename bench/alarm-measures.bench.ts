// Alarm measures benchmark: the time of `GET /dev/v1/realtimealerts/measures` over a 30-day
// period holding BENCH_ALARMS alarms of one customer (beside a tenth as many of another), on
// PGlite and on PostgreSQL (DATABASE_URL, or the local server when it answers); and the time a
// report of the same period takes to be DONE (capped at ALARM_REPORT_MAX_ROWS rows).
// Run: npm run bench:alarms -w bench
//   BENCH_ALARMS (100000)  BENCH_RUNS (15)  BENCH_DATABASES (pglite,postgres)
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AlarmMeasures } from '@shuttle-ops/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { alarms, customers } from '../apps/server/src/db/schema.ts';
import { ensureCustomer } from '../apps/server/src/db/seed.ts';

const ALARMS = Number(process.env.BENCH_ALARMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DAY = 24 * 3600 * 1000;
const DEMO_PASSWORD = 'Harwell-Demo-2026';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * `n` alarms spread evenly over the 30 days before `now`, made by the database itself (a client
 * insert of 100 000 rows takes longer than the whole measure): 40 vehicles, 200 codes (a few
 * frequent), levels mostly WARNING and ERROR; 80 % acknowledged within 10 minutes; all but the
 * newest 300 resolved, 30 % of them by the server; the newest 300 still active (one per
 * condition, as the alarms module keeps them).
 */
async function insertAlarms(database: Database, customerId: string, n: number, now: number) {
  const end = new Date(now).toISOString();
  await database.db.execute(sql`select setseed(0.42)`);
  await database.db.execute(sql`
    insert into ${alarms} (customer_id, vehicle_id, vehicle_name, source, condition_key, level,
      level_word, category, code, message, consequences, correction_procedure, state,
      condition_active, count, first_seen, last_seen, auto_resolved, acknowledged_at,
      acknowledged_by_name, resolved_at, resolved_by_name)
    select ${customerId}::uuid, g.vehicle_id, 'Bench ' || g.v, 'VEHICLE',
      case when g.active then 'vehicle:' || g.vehicle_id || ':ACTIVE_' || g.i
        else 'vehicle:' || g.vehicle_id || ':' || g.code end,
      g.level, g.level, 'PERCEPTION', g.code, 'Bench condition ' || g.code, '', '',
      case when not g.active then 'RESOLVED' when g.ack is null then 'OPEN' else 'ACKNOWLEDGED' end,
      g.active, g.repeats, g.first_seen, g.first_seen + interval '2 seconds',
      not g.active and g.r_auto < 0.3,
      g.ack, case when g.ack is null then null else 'Sam Smith' end,
      case when g.active then null else g.first_seen + g.r_resolve * interval '1 hour' + interval '1 minute' end,
      case when g.active or g.r_auto < 0.3 then null else 'Sam Smith' end
    from (
      select r.*,
        fleet.id as vehicle_id,
        'CODE_' || floor(r.r_code * r.r_code * 200)::int as code,
        (array['INFO', 'WARNING', 'ERROR', 'CRITICAL'])[least(4, 1 + floor(r.r_level * 3.3)::int)] as level,
        ${end}::timestamptz - interval '30 days' + (r.i::float8 / ${n}) * interval '30 days' as first_seen,
        r.i >= ${n - 300} as active,
        case when r.r_ack < 0.8
          then ${end}::timestamptz - interval '30 days' + (r.i::float8 / ${n}) * interval '30 days'
            + interval '5 seconds' + r.r_ack_s * interval '10 minutes' end as ack,
        1 + floor(r.r_count * 5)::int as repeats
      from (
        select i, (i % 40)::text as v, random() as r_code, random() as r_level, random() as r_ack,
          random() as r_ack_s, random() as r_auto, random() as r_resolve, random() as r_count
        from generate_series(0, ${n - 1}) as i
      ) r
      join (select n::text as v, gen_random_uuid() as id from generate_series(0, 39) as n) fleet
        using (v)
    ) g`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function run(label: string, database: Database, env: Record<string, string>) {
  const app = await buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      SEED_DEMO: 'on',
      MQTT_PORT: '0',
      WEB_DIST: path.join(tmpdir(), 'shuttle-ops-no-web'),
      ...env,
    }),
    { database, logger: false },
  );
  try {
    const darwin = await ensureCustomer(database.db, 'Darwin');
    const [other] = await database.db
      .insert(customers)
      .values({ name: `Bench other ${randomUUID()}` })
      .returning();
    const now = Date.now();
    const loadStarted = performance.now();
    await insertAlarms(database, darwin, ALARMS, now);
    await insertAlarms(database, other!.id, Math.round(ALARMS / 10), now);
    await database.db.execute(sql`analyze ${alarms}`);
    const loadS = (performance.now() - loadStarted) / 1000;

    const signin = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { username: 'service-manager', password: DEMO_PASSWORD },
    });
    const token = signin.json<{ AuthenticationResult: { AccessToken: string } }>()
      .AuthenticationResult.AccessToken;
    const headers = { authorization: `Bearer ${token}` };
    const from = new Date(now - 30 * DAY).toISOString();
    const to = new Date(now).toISOString();
    const url = `/dev/v1/realtimealerts/measures?from=${from}&to=${to}`;

    const times: number[] = [];
    let answer: AlarmMeasures | undefined;
    for (let i = 0; i < RUNS + 2; i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`measures: ${res.statusCode} ${res.body}`);
      answer = res.json<AlarmMeasures>();
      if (i >= 2) times.push(ms); // two warm-up calls
    }
    const newAlarms = Object.values(answer!.priority_mix).reduce((a, b) => a + b, 0);

    const reportStarted = performance.now();
    const post = await app.inject({
      method: 'POST',
      url: '/dev/v1/alert-reports-processor',
      headers,
      payload: { from, to },
    });
    const { report_id: reportId } = post.json<{ report_id: string }>();
    let state = 'RUNNING';
    let rowCount = 0;
    while (state === 'RUNNING') {
      await new Promise((r) => setTimeout(r, 100));
      const list = await app.inject({
        method: 'GET',
        url: '/dev/v1/alert-reports-processor?limit=1',
        headers,
      });
      const item = list
        .json<{ Items: { report_id: string; state: string; row_count: number | null }[] }>()
        .Items.find((r) => r.report_id === reportId);
      state = item?.state ?? 'GONE';
      rowCount = item?.row_count ?? 0;
    }
    const reportS = (performance.now() - reportStarted) / 1000;
    const csvStarted = performance.now();
    const csv = await app.inject({
      method: 'GET',
      url: `/dev/v1/alert-reports-processor?report_id=${reportId}&format=csv`,
      headers,
    });
    const csvS = (performance.now() - csvStarted) / 1000;

    process.stdout.write(
      [
        `${label}: ${ALARMS.toLocaleString('en-GB')} alarms over 30 days (+${Math.round(ALARMS / 10).toLocaleString('en-GB')} of another customer), loaded in ${loadS.toFixed(1)} s`,
        `  measures, 30 days (${newAlarms.toLocaleString('en-GB')} new alarms counted): median ${median(times).toFixed(0)} ms, best ${Math.min(...times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms over ${RUNS} calls`,
        `  report, 30 days: ${state} in ${reportS.toFixed(1)} s (${rowCount.toLocaleString('en-GB')} alarms matched); CSV of its rows ${(csv.body.length / 1e6).toFixed(1)} MB in ${csvS.toFixed(1)} s`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (wanted.includes('pglite')) {
  const database = await openDatabase({});
  await run('PGlite', database, {});
  await database.close();
}
if (wanted.includes('postgres')) {
  if (await reachable(PG_URL)) {
    const schemaName = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const database = await openDatabase({ url: PG_URL, schemaName });
    try {
      await run('PostgreSQL', database, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schemaName });
    } finally {
      await database.close();
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schemaName}" cascade`);
      await client.end();
    }
  } else {
    process.stdout.write(`PostgreSQL: nothing answers at ${new URL(PG_URL).host}\n`);
  }
}
