// The vehicles of the ingest benchmark, in a process of their own so that they do not share
// the server's event loop. Reads its settings as JSON from BENCH_PUBLISHER; writes JSON lines:
// {"ready":true} once every vehicle is connected; on "mark" (stdin) {"acked":n} and the PUBACK
// times start afresh; on "stop" {"acked":n,"sent":n,"pubackP50":ms,"pubackP99":ms,"pubackMax":ms}
// (PUBACK times since the mark: publish to acknowledgement, which the server sends once stored).
import { connectAsync, type MqttClient } from 'mqtt';
import { fleetTopic } from '@shuttle-ops/domain';
import { benchSnapshot, type BenchVehicle } from './bench-vehicles.ts';

export interface PublisherSettings {
  url: string;
  /** Unacknowledged QoS 1 messages per vehicle at most (flow control). */
  window: number;
  vehicles: BenchVehicle[];
}

/** Snapshots a second apart from the start of 2026, whatever the clock says. */
const telemetryAt = (vehicle: BenchVehicle, seq: number) =>
  benchSnapshot(
    vehicle.id,
    vehicle.customerId,
    seq,
    new Date(Date.UTC(2026, 0, 1) + seq * 1000).toISOString(),
  );

const settings = JSON.parse(process.env.BENCH_PUBLISHER ?? '{}') as PublisherSettings;
let running = true;
let acked = 0;
let sent = 0;
let pubackMs: number[] = [];

function drive(client: MqttClient, vehicle: PublisherSettings['vehicles'][number]) {
  const topic = fleetTopic(vehicle.customerId, vehicle.id, 'telemetry');
  let seq = 0;
  let inflight = 0;
  const pump = () => {
    while (running && inflight < settings.window) {
      inflight++;
      sent++;
      const body = JSON.stringify(telemetryAt(vehicle, ++seq));
      const publishedAt = performance.now();
      client.publish(topic, body, { qos: 1 }, (err) => {
        inflight--;
        if (!err) {
          acked++;
          pubackMs.push(performance.now() - publishedAt);
        }
        pump();
      });
    }
  };
  return pump;
}

const clients = await Promise.all(
  settings.vehicles.map((v) =>
    connectAsync(settings.url, {
      clientId: `${v.username}-bench`,
      username: v.username,
      password: v.password,
      protocolVersion: 4,
      reconnectPeriod: 0,
    }),
  ),
);
const pumps = clients.map((client, i) => drive(client, settings.vehicles[i]!));
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

process.stdin.setEncoding('utf8');
// The benchmark that started this process has ended (or failed): so does this one.
process.stdin.once('end', () => process.exit(0));
process.stdin.on('data', (line: string) => {
  if (line.trim() === 'go') for (const pump of pumps) pump();
  if (line.trim() === 'mark') {
    pubackMs = [];
    process.stdout.write(`${JSON.stringify({ acked })}\n`);
  }
  if (line.trim() === 'stop') {
    running = false;
    const sorted = pubackMs.sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    process.stdout.write(
      `${JSON.stringify({ acked, sent, pubackP50: at(0.5), pubackP99: at(0.99), pubackMax: sorted.at(-1) })}\n`,
    );
    void Promise.all(clients.map((c) => c.endAsync(true))).then(() => process.exit(0));
  }
});
