// The vehicles of the fan-out latency benchmark, in a process of their own: each connects with
// its own MQTT credentials and sends one telemetry snapshot per second (QoS 1), stamped with the
// time it is sent (`dt_canbus`), so a console can tell how long the snapshot took to reach it.
// Settings as JSON in BENCH_VEHICLES; writes {"ready":true} once connected, starts on "go" and
// on "stop" writes {"sent":n,"acked":n} and exits.
import { connectAsync, type MqttClient } from 'mqtt';
import { fleetTopic, MEASURE_NAMES, MEASURES, type FleetTelemetry } from '@shuttle-ops/domain';

export interface VehicleSettings {
  url: string;
  hz: number;
  vehicles: { id: string; customerId: string; username: string; password: string }[];
}

const settings = JSON.parse(process.env.BENCH_VEHICLES ?? '{}') as VehicleSettings;
let sent = 0;
let acked = 0;
const timers: NodeJS.Timeout[] = [];

function snapshot(vehicleId: string, customerId: string, seq: number): FleetTelemetry {
  const at = new Date().toISOString();
  return {
    vehicle_id: vehicleId,
    customer_id: customerId,
    dt_canbus: at,
    seq,
    measure_values_list: MEASURE_NAMES.map((measure_name) => ({
      measure_name,
      measure_value:
        measure_name === 'vehicle_id'
          ? vehicleId
          : measure_name === 'dt_canbus'
            ? at
            : measure_name === 'LATITUDE'
              ? 51.575 + (seq % 1000) / 1e5
              : measure_name === 'LONGITUDE'
                ? -1.311
                : MEASURES[measure_name].valueType === 'number'
                  ? (seq % 97) + 0.5
                  : 'AUTONOMOUS',
    })),
  };
}

const clients: MqttClient[] = [];
for (let i = 0; i < settings.vehicles.length; i += 20) {
  const batch = settings.vehicles.slice(i, i + 20).map((v) =>
    connectAsync(settings.url, {
      clientId: `${v.username}-fanout-bench`,
      username: v.username,
      password: v.password,
      protocolVersion: 4,
      reconnectPeriod: 0,
    }),
  );
  clients.push(...(await Promise.all(batch)));
}
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

function drive(client: MqttClient, vehicle: VehicleSettings['vehicles'][number], offsetMs: number) {
  const topic = fleetTopic(vehicle.customerId, vehicle.id, 'telemetry');
  // Seq starts from the clock so that a rerun on the same database is never a duplicate.
  let seq = Date.now();
  const send = () => {
    sent += 1;
    client.publish(
      topic,
      JSON.stringify(snapshot(vehicle.id, vehicle.customerId, ++seq)),
      { qos: 1 },
      (err) => {
        if (!err) acked += 1;
      },
    );
  };
  // Spread over the second, as real vehicles are.
  timers.push(
    setTimeout(() => {
      send();
      timers.push(setInterval(send, 1000 / settings.hz));
    }, offsetMs),
  );
}

process.stdin.setEncoding('utf8');
// The benchmark that started this process has ended (or failed): so does this one.
process.stdin.once('end', () => process.exit(0));
process.stdin.on('data', (chunk: string) => {
  for (const line of chunk.split('\n').map((l) => l.trim())) {
    if (line === 'go') {
      clients.forEach((client, i) =>
        drive(client, settings.vehicles[i]!, (1000 * i) / settings.vehicles.length),
      );
    }
    if (line === 'stop') {
      for (const timer of timers) clearTimeout(timer);
      process.stdout.write(`${JSON.stringify({ sent, acked })}\n`);
      void Promise.all(clients.map((c) => c.endAsync(true))).then(() => process.exit(0));
    }
  }
});
