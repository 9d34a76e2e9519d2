// Trip playback benchmark: the time of `POST /dev/v1/playback` over a full day of 3 and of 20
// vehicles that sent a message every second (position and six measures: speed, course, doors,
// battery, passengers, mode), on PGlite and, when DATABASE_URL is set, on PostgreSQL; and the
// seek: the time the screen takes to place every vehicle and its trail at a new cursor over the
// loaded day, and the time to load the ten minutes around a moment (what a "Replay" opens).
// Goals (trip playback): a day of 3 vehicles in under 3 s, of 20 in under 5 s; a seek < 200 ms.
// Run: npm run bench:playback -w bench
//   BENCH_RUNS (5)  BENCH_SEEKS (200)  BENCH_DATABASES (postgres,pglite: PostgreSQL first, as PGlite takes minutes to store the day)
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { playbackResponse, type PlaybackItem } from '@shuttle-ops/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { busLocations, telemetry, vehicles } from '../apps/server/src/db/schema.ts';
import { ensureCustomer } from '../apps/server/src/db/seed.ts';
import { positionAt, trailAt } from '../apps/web/src/features/playback/model/track-position.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SEEKS = Number(process.env.BENCH_SEEKS ?? 200);
const PG_URL = process.env.DATABASE_URL ?? '';
const DEMO_PASSWORD = 'Harwell-Demo-2026';
const FLEET = 20;
/** A London winter day (UTC = London time), far from anything the demo seed records. */
const DAY_START = Date.parse('2026-01-14T00:00:00.000Z');
const DAY_MS = 24 * 3600 * 1000;
/** What the screen carries besides speed, course and doors (playback/api/load-playback.ts). */
const SCREEN_MEASURES = ['BATTERY_STATUS_LEVEL', 'PASSENGERS_COUNT', 'VEHICLE_MODE'];
/** The trail the screen draws behind each vehicle (playback-view.tsx). */
const TRAIL_MS = 60_000;

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * A day of 1 Hz messages of each vehicle, made by the database itself: each drives a loop of
 * about 1.2 km around the Harwell campus (one lap in 10 minutes), doors open for 30 s every
 * 5 minutes, battery falling through the day, passengers and mode changing now and then.
 */
async function insertDay(database: Database, customerId: string, ids: string[]) {
  const start = new Date(DAY_START).toISOString();
  for (const [n, id] of ids.entries()) {
    await database.db.execute(sql`
      insert into ${busLocations} (vehicle_id, seq, customer_id, name, lat, lon, dt_iot)
      select ${id}::uuid, s, ${customerId}::uuid, ${`Bench Shuttle ${n + 1}`},
        51.5736 + 0.0017 * sin(2 * pi() * (s + ${n * 37}) / 600.0),
        -1.3104 + 0.0027 * cos(2 * pi() * (s + ${n * 37}) / 600.0),
        ${start}::timestamptz + s * interval '1 second'
      from generate_series(0, 86399) as s`);
    await database.db.execute(sql`
      insert into ${telemetry}
        (customer_id, vehicle_id, measure_name, dt_iot, value_num, value_text, seq)
      select ${customerId}::uuid, ${id}::uuid, m.name,
        ${start}::timestamptz + s * interval '1 second',
        case m.name
          when 'SPEED' then case when s % 300 < 30 then 0 else 12 + (s % 7) end
          when 'COURSE' then mod((360 + 360.0 * (s + ${n * 37}) / 600.0)::numeric, 360)::float8
          when 'BATTERY_STATUS_LEVEL' then 100 - s / 1440
          when 'PASSENGERS_COUNT' then (s / 300) % 9
        end,
        case m.name
          when 'DOOR_STATUS' then case when s % 300 < 30 then 'OPEN' else 'CLOSED' end
          when 'VEHICLE_MODE' then case when s % 3600 < 60 then 'MANUAL' else 'AUTONOMOUS' end
        end,
        s
      from generate_series(0, 86399) as s
      cross join (values ('SPEED'), ('COURSE'), ('DOOR_STATUS'), ('BATTERY_STATUS_LEVEL'),
        ('PASSENGERS_COUNT'), ('VEHICLE_MODE')) as m(name)`);
  }
  await database.db.execute(sql`analyze ${busLocations}`);
  await database.db.execute(sql`analyze ${telemetry}`);
}

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
    const fleet = await database.db
      .insert(vehicles)
      .values(
        Array.from({ length: FLEET }, (_, i) => ({
          customerId: darwin,
          name: `Bench Shuttle ${i + 1} ${randomUUID().slice(0, 8)}`,
          registration: `BENCH${i + 1}`,
          statusFlag: 'active' as const,
          maxOccupancy: 12,
        })),
      )
      .returning({ id: vehicles.id });
    const ids = fleet.map((v) => v.id);
    const loadStarted = performance.now();
    await insertDay(database, darwin, ids);
    const seedMs = performance.now() - loadStarted;

    const signin = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { username: 'operator', password: DEMO_PASSWORD },
    });
    const token = signin.json<{ AuthenticationResult: { AccessToken: string } }>()
      .AuthenticationResult.AccessToken;
    const headers = { authorization: `Bearer ${token}` };
    const day = {
      from: new Date(DAY_START).toISOString(),
      to: new Date(DAY_START + DAY_MS).toISOString(),
    };

    const load = async (vehicleIds: string[], from: string, to: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/dev/v1/playback',
        headers,
        payload: { vehicles: vehicleIds, from, to, measures: SCREEN_MEASURES },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`playback: ${res.statusCode} ${res.body}`);
      return { ms, bytes: res.body.length, items: playbackResponse.parse(res.json()).Items };
    };
    const timeLoads = async (vehicleIds: string[], from: string, to: string) => {
      await load(vehicleIds, from, to); // warm-up
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof load>> | undefined;
      for (let i = 0; i < RUNS; i += 1) {
        last = await load(vehicleIds, from, to);
        times.push(last.ms);
      }
      return { times, last: last! };
    };

    const print = (line: string) => process.stdout.write(`${line}\n`);
    print(
      `${label}: a day of ${FLEET} vehicles at 1 Hz (${(FLEET * 86_400).toLocaleString('en-GB')} positions, ${(FLEET * 86_400 * 6).toLocaleString('en-GB')} measures) stored in ${seconds(seedMs)}`,
    );
    let twenty: PlaybackItem[] = [];
    for (const count of [3, FLEET]) {
      const { times, last } = await timeLoads(ids.slice(0, count), day.from, day.to);
      const samples = last.items.reduce((sum, item) => sum + item.samples.length, 0);
      const events = last.items.reduce((sum, item) => sum + item.events.length, 0);
      if (count === FLEET) twenty = last.items;
      print(
        `  full day, ${count} vehicles: median ${seconds(median(times))}, best ${seconds(Math.min(...times))}, worst ${seconds(Math.max(...times))} over ${RUNS} calls (${samples.toLocaleString('en-GB')} samples, ${events.toLocaleString('en-GB')} events, ${(last.bytes / 1e6).toFixed(1)} MB)`,
      );
    }

    // Seek: every vehicle and its trail at a new cursor over the loaded day, as the screen does.
    const seekTimes: number[] = [];
    for (let i = 0; i < SEEKS; i += 1) {
      const at = DAY_START + Math.floor(((i * 7919) % SEEKS) * (DAY_MS / SEEKS));
      const started = performance.now();
      let placed = 0;
      for (const item of twenty) {
        if (positionAt(item.samples, at)) placed += 1;
        trailAt(item.samples, at, TRAIL_MS);
      }
      seekTimes.push(performance.now() - started);
      if (placed === 0) throw new Error('seek: no vehicle placed');
    }
    print(
      `  seek over the loaded day, ${FLEET} vehicles (positions and trails at a new cursor): median ${median(seekTimes).toFixed(2)} ms, worst ${Math.max(...seekTimes).toFixed(2)} ms over ${SEEKS} seeks`,
    );

    // Opening at a moment: the ten minutes around it, at full resolution.
    const moment = DAY_START + 13.5 * 3600 * 1000;
    const around = await timeLoads(
      ids,
      new Date(moment - 300_000).toISOString(),
      new Date(moment + 300_000).toISOString(),
    );
    print(
      `  open at a moment (10 minutes, ${FLEET} vehicles): median ${median(around.times).toFixed(0)} ms, worst ${Math.max(...around.times).toFixed(0)} ms over ${RUNS} calls`,
    );
  } finally {
    await app.close();
  }
}

const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (wanted.includes('postgres')) {
  if (PG_URL === '') {
    process.stdout.write('PostgreSQL: DATABASE_URL is not set\n');
  } else if (await reachable(PG_URL)) {
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
if (wanted.includes('pglite')) {
  const database = await openDatabase({});
  await run('PGlite', database, {});
  await database.close();
}
