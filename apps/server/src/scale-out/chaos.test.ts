import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectAsync } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetTopic } from '@shuttle-ops/domain';
import { freePort, startDynsecBroker, type TestBroker } from '../test/mosquitto.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { DEMO_PASSWORD } from '../test/test-app.ts';
import { metricValue, telemetryOf, type TestVehicle } from '../test/vehicles.ts';
import { startChaosVehicle, type ChaosVehicle } from './chaos-vehicle.ts';

/**
 * Two server copies on one PostgreSQL, one Redis and a Mosquitto with dynamic security; 20
 * vehicles at 5 Hz QoS 1; one copy killed with SIGKILL and not restarted. Every message the
 * broker acknowledged must be stored exactly once within 60 s, remote commands sent during the
 * outage must be answered with what the vehicle really did, and the broker must refuse an
 * anonymous client and a vehicle on another vehicle's topic. Prints its counts.
 */

const VEHICLES = 20;
const PERIOD_MS = 200;
const LEASE_SECONDS = 5;
const STORED_WITHIN_MS = 60_000;

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  throw new Error('the scale-out tests need DATABASE_URL and REDIS_URL (npm test sets them)');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Copy {
  server: ServerProcess;
  token: string;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${res.status}`);
  return body.AuthenticationResult.AccessToken;
}

async function api(copy: Copy, url: string, body: unknown) {
  const res = await fetch(`${copy.server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${copy.token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function createVehicle(copy: Copy, n: number): Promise<TestVehicle> {
  const { status, body } = await api(copy, '/dev/v1/vehicles', {
    operation: 'CREATE',
    name: `Chaos Shuttle ${n}`,
    status_flag: 'active',
    maxOccupancy: 12,
  });
  if (status !== 201) throw new Error(`vehicle not created: ${status} ${JSON.stringify(body)}`);
  const mqtt = body.mqtt as { username: string; password: string };
  return {
    id: body.Vehicle_ID as string,
    customerId: body.Customer_ID as string,
    name: body.name as string,
    username: mqtt.username,
    password: mqtt.password,
  };
}

describe('two server copies, one killed (chaos)', () => {
  const run = randomUUID().slice(0, 8);
  const schema = `chaos_${run}`;
  let broker: TestBroker;
  const copies: Copy[] = [];
  const vehicles: ChaosVehicle[] = [];
  let db: pg.Pool;

  beforeAll(async () => {
    broker = await startDynsecBroker();
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      MQTT_URL: broker.adminUrl,
      INSTALL_ID: `chaos-${run}`,
      MQTT_INGEST_LEASE_SECONDS: String(LEASE_SECONDS),
      MQTT_PORT: '0',
      SIMULATOR: 'off',
      SEED_DEMO: 'on',
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shuttle-ops-chaos-')),
    };
    // Both at the same instant, on an empty schema.
    const servers = await Promise.all(
      ['A', 'B'].map(async (name) =>
        startServerProcess(name, { ...env, PORT: String(await freePort()) }),
      ),
    );
    for (const server of servers) copies.push({ server, token: await signIn(server.url) });
    db = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled(vehicles.map((v) => v.close()));
    await Promise.allSettled(copies.map((c) => c.server.stop()));
    await db?.query(`drop schema if exists "${schema}" cascade`);
    await db?.end();
    await broker?.stop();
  }, 60_000);

  it('stores every acknowledged message once and answers commands with what vehicles did', async () => {
    const [a, b] = copies as [Copy, Copy];
    // Vehicles are created on both copies; the broker must know each within the API call.
    const created = await Promise.all(
      Array.from({ length: VEHICLES }, (_, n) => createVehicle(n % 2 === 0 ? a : b, n)),
    );
    const rejects = new Set(created.filter((_, n) => n % 4 === 3).map((v) => v.id));
    for (const vehicle of created) {
      vehicles.push(
        await startChaosVehicle(broker.url, vehicle, () =>
          rejects.has(vehicle.id) ? 'rejected' : 'executed',
        ),
      );
    }
    for (const [i, v] of vehicles.entries()) {
      setTimeout(() => v.startPublishing(PERIOD_MS), (i * PERIOD_MS) / VEHICLES);
    }

    await sleep(6_000);
    await b.server.kill();
    const killedAt = Date.now();

    // Remote commands during the outage, through the copy that lives.
    const answers = await Promise.all(
      created.map(async (vehicle) => {
        const commandId = randomUUID();
        const res = await api(a, '/dev/v1/navyacontrolapi/move/stop', {
          vehicle_id: vehicle.id,
          command_id: commandId,
        });
        return { vehicle, commandId, ...res };
      }),
    );

    await sleep(Math.max(0, killedAt + 15_000 - Date.now()));
    await Promise.all(vehicles.map((v) => v.stopPublishing()));
    const publishedAt = Date.now();

    const acked = vehicles.reduce((n, v) => n + v.acknowledged.size, 0);
    const ids = created.map((v) => v.id);
    const count = async () => {
      const { rows } = await db.query<{ stored: string; measures: string; distinct: string }>(
        `select (select count(*) from telemetry_snapshots where vehicle_id = any($1)) as stored,
                (select count(*) from telemetry where vehicle_id = any($1)) as measures,
                (select count(*) from (select distinct vehicle_id, seq, measure_name
                   from telemetry where vehicle_id = any($1)) d) as distinct`,
        [ids],
      );
      const row = rows[0]!;
      return {
        stored: Number(row.stored),
        measures: Number(row.measures),
        duplicates: Number(row.measures) - Number(row.distinct),
      };
    };
    let counts = await count();
    while (counts.stored < acked && Date.now() - publishedAt < STORED_WITHIN_MS) {
      await sleep(500);
      counts = await count();
    }
    const storedAfterMs = Date.now() - publishedAt;

    // Every acknowledged seq, one by one.
    const { rows: storedRows } = await db.query<{ vehicle_id: string; seq: string }>(
      'select vehicle_id, seq from telemetry_snapshots where vehicle_id = any($1)',
      [ids],
    );
    const stored = new Set(storedRows.map((r) => `${r.vehicle_id}:${r.seq}`));
    const lost = vehicles.flatMap((v) =>
      [...v.acknowledged].filter((seq) => !stored.has(`${v.vehicle.id}:${seq}`)),
    );

    const outcomes = answers.map(({ vehicle, commandId, status, body }) => {
      const did = vehicles.find((v) => v.vehicle.id === vehicle.id)!.actions.get(commandId);
      const told =
        status === 200
          ? 'executed'
          : ((body.error as { code?: string } | undefined)?.code ?? String(status));
      const expected = did === 'executed' ? 'executed' : did === 'rejected' ? 'REJECTED' : 'none';
      return { vehicle: vehicle.name, did: did ?? 'nothing', told, right: told === expected };
    });
    const measuresPerMessage = telemetryOf(created[0]!, 1).measure_values_list.length;
    const metrics = await (await fetch(`${a.server.url}/metrics`)).text();
    const adopted = metricValue(metrics, 'fleet_ingest_slot_adoptions_total');

    process.stdout.write(
      [
        '',
        'chaos: 2 copies, 1 killed with SIGKILL and not restarted',
        `  telemetry sent          ${vehicles.reduce((n, v) => n + v.sent, 0)}`,
        `  acknowledged by broker  ${acked}`,
        `  stored                  ${counts.stored} (${storedAfterMs} ms after the last publish)`,
        `  ingest slots adopted    ${adopted} (by the copy that lives)`,
        `  acknowledged, not stored ${lost.length}`,
        `  duplicate measure rows  ${counts.duplicates}`,
        `  publish failures        ${vehicles.reduce((n, v) => n + v.failures.length, 0)}`,
        `  commands during outage  ${outcomes.length}: ${outcomes.filter((o) => o.right).length} answered with what the vehicle did`,
        ...outcomes
          .filter((o) => !o.right)
          .map((o) => `    ${o.vehicle}: did ${o.did}, console told ${o.told}`),
        '',
      ].join('\n'),
    );

    // The dead copy's sessions were taken over, not left to expire.
    expect(adopted).toBeGreaterThanOrEqual(1);
    expect(lost).toEqual([]);
    expect(counts.stored).toBe(acked);
    expect(counts.duplicates).toBe(0);
    expect(counts.measures).toBe(counts.stored * measuresPerMessage);
    expect(outcomes.filter((o) => !o.right)).toEqual([]);
    expect(outcomes.filter((o) => o.told === 'REJECTED')).toHaveLength(rejects.size);
  }, 180_000);

  it('refuses an anonymous client and a vehicle on another vehicle’s topic', async () => {
    await expect(
      connectAsync(broker.url, { reconnectPeriod: 0, protocolVersion: 5 }),
    ).rejects.toThrow(/Not authorized|Bad User Name or Password/);

    const [first, second] = vehicles as [ChaosVehicle, ChaosVehicle];
    const intruder = await connectAsync(broker.url, {
      clientId: `${first.vehicle.username}-intruder`,
      username: first.vehicle.username,
      password: first.vehicle.password,
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    try {
      const other = second.vehicle;
      await expect(
        intruder.publishAsync(
          fleetTopic(other.customerId, other.id, 'telemetry'),
          JSON.stringify(telemetryOf(other, 999_999)),
          { qos: 1 },
        ),
      ).rejects.toThrow(/Not authorized/);
      await expect(
        intruder.subscribeAsync(fleetTopic(other.customerId, other.id, 'commands'), { qos: 1 }),
      ).rejects.toThrow(/Not authorized/);
    } finally {
      await intruder.endAsync(true);
    }
    const { rows } = await db.query('select 1 from telemetry_snapshots where seq = 999999');
    expect(rows).toEqual([]);
  }, 60_000);
});
