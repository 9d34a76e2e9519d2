import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { DEMO_VEHICLES, vehicleMqttUsername } from '@shuttle-ops/domain';
import { openDatabase } from '../../db/database.ts';
import { demoMqttPassword } from '../../db/demo-fleet.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { connectVehicle, telemetryOf, topicOf, type TestVehicle } from '../../test/vehicles.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server process (`npm start` without the simulator) on a PGlite directory. */
function startServer(dataDir: string, port: number, mqttPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      HOST: '127.0.0.1',
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      MQTT_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  // main.ts prints its banner once the HTTP server and the broker listen.
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('Vehicles: mqtt://')) resolve();
    });
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${output}`)));
  });
  return { child, exited, ready, output: () => output };
}

/** The demo vehicles, signed in with the credentials the seed derived for them. */
async function demoVehicles(port: number): Promise<TestVehicle[]> {
  const signin = await fetch(`http://127.0.0.1:${port}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const token = ((await signin.json()) as { AuthenticationResult: { AccessToken: string } })
    .AuthenticationResult.AccessToken;
  const customers = (await (
    await fetch(`http://127.0.0.1:${port}/dev/v1/customers?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { Items: { Customer_ID: string; name: string }[] };
  return DEMO_VEHICLES.map((v) => ({
    id: v.Vehicle_ID,
    customerId: customers.Items.find((c) => c.name === v.customer)!.Customer_ID,
    name: v.name,
    username: vehicleMqttUsername(v.Vehicle_ID),
    password: demoMqttPassword(DEMO_PASSWORD, v.name),
  }));
}

/**
 * A vehicle sending seq 1, 2, 3… at QoS 1 with up to `window` unacknowledged, recording
 * which messages the broker acknowledged.
 */
function streamFrom(client: MqttClient, vehicle: TestVehicle, window: number, onAck: () => void) {
  const acked = new Set<number>();
  let next = 1;
  let inflight = 0;
  let running = true;
  const pump = () => {
    while (running && client.connected && inflight < window) {
      const seq = next++;
      inflight++;
      client.publish(
        topicOf(vehicle, 'telemetry'),
        JSON.stringify(telemetryOf(vehicle, seq)),
        { qos: 1 },
        (err) => {
          inflight--;
          if (!err) acked.add(seq);
          onAck();
          pump();
        },
      );
    }
  };
  pump();
  return {
    acked,
    sent: () => next - 1,
    stop: () => {
      running = false;
    },
  };
}

describe('a crash while vehicles publish', () => {
  it('loses no acknowledged message and stores each once after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-crash-'));
    const [port, mqttPort] = [await freePort(), await freePort()];
    const url = `mqtt://127.0.0.1:${mqttPort}`;

    const first = startServer(dataDir, port, mqttPort);
    await first.ready;
    const vehicles = await demoVehicles(port);
    const clients = await Promise.all(vehicles.map((v) => connectVehicle(url, v)));
    for (const client of clients) client.on('error', () => undefined);
    let streams: ReturnType<typeof streamFrom>[] = [];
    // Kill it mid-stream, once a good number of messages are acknowledged.
    let killed = false;
    const killAt = 150;
    const crashed = new Promise<void>((resolve) => {
      const onAck = () => {
        if (killed || !streams.every((s) => s.acked.size >= killAt)) return;
        killed = true;
        first.child.kill('SIGKILL');
        resolve();
      };
      streams = vehicles.map((v, i) => streamFrom(clients[i]!, v, 16, onAck));
    });
    await crashed;
    expect(await first.exited).toBe('SIGKILL');
    for (const s of streams) s.stop();
    for (const client of clients) client.end(true);
    const ackedBeforeCrash = streams.map((s) => new Set(s.acked));
    const sentBeforeCrash = streams.map((s) => s.sent());
    expect(sentBeforeCrash.every((sent, i) => sent > ackedBeforeCrash[i]!.size)).toBe(true);

    // Restart on the same directory; each vehicle sends again what was not acknowledged,
    // as an MQTT client does after reconnecting (some of it was stored before the kill).
    const second = startServer(dataDir, port, mqttPort);
    await second.ready;
    for (const [i, vehicle] of vehicles.entries()) {
      const client = await connectVehicle(url, vehicle);
      const resend: Promise<unknown>[] = [];
      for (let seq = 1; seq <= sentBeforeCrash[i]!; seq++) {
        if (ackedBeforeCrash[i]!.has(seq)) continue;
        resend.push(
          client.publishAsync(
            topicOf(vehicle, 'telemetry'),
            JSON.stringify(telemetryOf(vehicle, seq)),
            {
              qos: 1,
            },
          ),
        );
      }
      await Promise.all(resend);
      await client.endAsync();
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      for (const [i, vehicle] of vehicles.entries()) {
        const snapshots = await queryRows<{ seq: number | string; measures: number | string }>(
          database.db,
          sql`select s.seq, (select count(*) from telemetry t
                 where t.vehicle_id = s.vehicle_id and t.seq = s.seq) as measures
              from telemetry_snapshots s where s.vehicle_id = ${vehicle.id} order by s.seq`,
        );
        const stored = snapshots.map((r) => Number(r.seq));
        // Every message sent is there once: the acknowledged ones survived the kill, and the
        // ones stored but not acknowledged were not stored twice when sent again.
        expect(stored).toEqual(Array.from({ length: sentBeforeCrash[i]! }, (_, k) => k + 1));
        const measures = telemetryOf(vehicle, 1).measure_values_list.length;
        expect(snapshots.every((r) => Number(r.measures) === measures)).toBe(true);
        for (const seq of ackedBeforeCrash[i]!) expect(stored).toContain(seq);
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
