// The simulated vehicles of the benchmarks' vehicle processes: their settings, a telemetry
// snapshot, connecting them (20 at a time) and the process that drives them on "go" and reports
// on "stop".
import { connectAsync, type MqttClient } from 'mqtt';
import {
  fleetTopic,
  MEASURE_NAMES,
  MEASURES,
  type FleetTelemetry,
  type FleetTopicKind,
} from '@shuttle-ops/domain';

/** A vehicle with its own MQTT credentials. */
export interface BenchVehicle {
  id: string;
  customerId: string;
  username: string;
  password: string;
}

/** A telemetry snapshot of the vehicle taken `at`, its values derived from `seq`. */
export function benchSnapshot(
  vehicleId: string,
  customerId: string,
  seq: number,
  at: string,
): FleetTelemetry {
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

/** Connects every vehicle as itself (client id `<username>-<suffix>`), 20 at a time. */
export async function connectBenchVehicles(
  url: string,
  vehicles: readonly BenchVehicle[],
  suffix: string,
): Promise<MqttClient[]> {
  const clients: MqttClient[] = [];
  for (let i = 0; i < vehicles.length; i += 20) {
    const batch = vehicles.slice(i, i + 20).map((v) =>
      connectAsync(url, {
        clientId: `${v.username}-${suffix}`,
        username: v.username,
        password: v.password,
        protocolVersion: 4,
        reconnectPeriod: 0,
      }),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

export interface BenchVehicleProcess<V extends BenchVehicle> {
  url: string;
  vehicles: readonly V[];
  /** The end of each vehicle's MQTT client id. */
  suffix: string;
  /** Where each vehicle publishes. */
  kind: FleetTopicKind;
  /** Messages per second of each vehicle. */
  hz: number;
  /** The vehicle's n-th message; n starts from the clock, so a rerun is never a duplicate. */
  message: (vehicle: V, n: number) => unknown;
  /** Exit when the benchmark that started this process ends (its stdin closes). */
  exitWithParent: boolean;
}

/**
 * A process of vehicles: writes {"ready":true} once they are connected; on "go" each publishes
 * `hz` messages a second (QoS 1), spread over the second as real vehicles are; on "stop" writes
 * {"sent":n,"acked":n} and exits.
 */
export async function runBenchVehicles<V extends BenchVehicle>(
  options: BenchVehicleProcess<V>,
): Promise<void> {
  const { vehicles } = options;
  let sent = 0;
  let acked = 0;
  const timers: NodeJS.Timeout[] = [];
  const clients = await connectBenchVehicles(options.url, vehicles, options.suffix);
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

  const drive = (client: MqttClient, vehicle: V, offsetMs: number) => {
    const topic = fleetTopic(vehicle.customerId, vehicle.id, options.kind);
    let n = Date.now();
    const send = () => {
      sent += 1;
      client.publish(topic, JSON.stringify(options.message(vehicle, ++n)), { qos: 1 }, (err) => {
        if (!err) acked += 1;
      });
    };
    timers.push(
      setTimeout(() => {
        send();
        timers.push(setInterval(send, 1000 / options.hz));
      }, offsetMs),
    );
  };

  process.stdin.setEncoding('utf8');
  if (options.exitWithParent) process.stdin.once('end', () => process.exit(0));
  process.stdin.on('data', (chunk: string) => {
    for (const line of chunk.split('\n').map((l) => l.trim())) {
      if (line === 'go') {
        clients.forEach((client, i) => drive(client, vehicles[i]!, (1000 * i) / vehicles.length));
      }
      if (line === 'stop') {
        for (const timer of timers) clearTimeout(timer);
        process.stdout.write(`${JSON.stringify({ sent, acked })}\n`);
        void Promise.all(clients.map((c) => c.endAsync(true))).then(() => process.exit(0));
      }
    }
  });
}
