// The vehicles of the fan-out latency benchmark, in a process of their own: each connects with
// its own MQTT credentials and sends one telemetry snapshot per second (QoS 1), stamped with the
// time it is sent (`dt_canbus`), so a console can tell how long the snapshot took to reach it.
// Settings as JSON in BENCH_VEHICLES; writes {"ready":true} once connected, starts on "go" and
// on "stop" writes {"sent":n,"acked":n} and exits.
import { benchSnapshot, runBenchVehicles, type BenchVehicle } from './bench-vehicles.ts';

export interface VehicleSettings {
  url: string;
  hz: number;
  vehicles: BenchVehicle[];
}

const settings = JSON.parse(process.env.BENCH_VEHICLES ?? '{}') as VehicleSettings;

await runBenchVehicles({
  url: settings.url,
  vehicles: settings.vehicles,
  suffix: 'fanout-bench',
  kind: 'telemetry',
  hz: settings.hz,
  message: (vehicle, seq) =>
    benchSnapshot(vehicle.id, vehicle.customerId, seq, new Date().toISOString()),
  exitWithParent: true,
});
