// The vehicles of the alarm benchmark, in a process of their own: each connects with its own MQTT
// credentials and publishes one alert message per second (QoS 1), raising one of a few fault codes
// in turn, stamped with the time it is sent (`time`), so a console can tell how long the alarm
// took to reach it. Settings as JSON in BENCH_VEHICLES; writes {"ready":true} once connected,
// starts on "go" and on "stop" writes {"sent":n,"acked":n} and exits.
import { randomUUID } from 'node:crypto';
import type { FleetAlert } from '@shuttle-ops/domain';
import { runBenchVehicles, type BenchVehicle } from './bench-vehicles.ts';

export interface AlarmVehicleSettings {
  url: string;
  /** Distinct fault codes each vehicle cycles through (each becomes one grouped alarm). */
  codes: number;
  vehicles: BenchVehicle[];
}

const settings = JSON.parse(process.env.BENCH_VEHICLES ?? '{}') as AlarmVehicleSettings;
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

await runBenchVehicles({
  url: settings.url,
  vehicles: settings.vehicles,
  suffix: 'alarm-bench',
  kind: 'alerts',
  hz: 1,
  message: (vehicle, n) => alert(vehicle.id, vehicle.customerId, n),
  exitWithParent: false,
});
