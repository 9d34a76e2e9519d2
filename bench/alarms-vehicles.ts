// The vehicles of the alarm benchmark, in a process of their own: each connects with its own MQTT
// credentials and publishes one alert message per second (QoS 1), raising one of a few fault codes
// in turn, stamped with the time it is sent (`time`), so a console can tell how long the alarm
// took to reach it. Settings as JSON in BENCH_VEHICLES; writes {"ready":true} once connected,
// starts on "go" and on "stop" writes {"sent":n,"acked":n} and exits.
import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import { fleetTopic, type FleetAlert } from '@shuttle-ops/domain';

export interface AlarmVehicleSettings {
  url: string;
  /** Distinct fault codes each vehicle cycles through (each becomes one grouped alarm). */
  codes: number;
  vehicles: { id: string; customerId: string; username: string; password: string }[];
}

const settings = JSON.parse(process.env.BENCH_VEHICLES ?? '{}') as AlarmVehicleSettings;
let sent = 0;
let acked = 0;
const timers: NodeJS.Timeout[] = [];
const LEVELS = ['WARNING', 'ERROR', 'CRITICAL', 'INFO'];

function alert(vehicleId: string, customerId: string, n: number): FleetAlert {
  const now = new Date();
  const code = `BEN-${100 + (n % settings.codes)}`;
  const level = LEVELS[n % LEVELS.length]!;
  return {
    id: randomUUID(),
    level,
    source_id: vehicleId,
    source_type: 'VEHICLE',
    message: `Benchmark condition ${code}`,
    time: now.toISOString(),
    Source_ID: vehicleId,
    Customer_ID: customerId,
    event_name: 'ALERT_RAISED',
    msg_id: n,
    site_name: 'Harwell',
    timestamp: now.getTime(),
    location: { lat: 51.575, lon: -1.311, alt: 120, bearing: 90 },
    alerts: [
      {
        id: randomUUID(),
        category: 'PERCEPTION',
        code,
        level,
        state: 'ACTIVE',
        message: `Benchmark condition ${code}`,
        consequences: 'None: a benchmark.',
        correctionProcedure: 'None.',
      },
    ],
  };
}

const clients: MqttClient[] = [];
for (let i = 0; i < settings.vehicles.length; i += 20) {
  const batch = settings.vehicles.slice(i, i + 20).map((v) =>
    connectAsync(settings.url, {
      clientId: `${v.username}-alarm-bench`,
      username: v.username,
      password: v.password,
      protocolVersion: 4,
      reconnectPeriod: 0,
    }),
  );
  clients.push(...(await Promise.all(batch)));
}
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

function drive(
  client: MqttClient,
  vehicle: AlarmVehicleSettings['vehicles'][number],
  offset: number,
) {
  const topic = fleetTopic(vehicle.customerId, vehicle.id, 'alerts');
  // msg_id starts from the clock so that a rerun on the same database is never a duplicate.
  let n = Date.now();
  const send = () => {
    sent += 1;
    client.publish(
      topic,
      JSON.stringify(alert(vehicle.id, vehicle.customerId, ++n)),
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
      timers.push(setInterval(send, 1000));
    }, offset),
  );
}

process.stdin.setEncoding('utf8');
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
