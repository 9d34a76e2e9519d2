import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { demoVehicleConfigs } from './demo-vehicles.ts';
import { startFleet } from './fleet.ts';
import { isLogLevel, jsonLogger } from './logger.ts';
import { fleetVehicleConfigs, type FleetVehicleConfig } from './vehicle-config.ts';

/**
 * Runs simulated shuttles against a broker until SIGINT or SIGTERM.
 *   MQTT_URL            broker (mqtt://localhost:1883)
 *   SIM_VEHICLES        how many vehicles to drive (4)
 *   SIM_SEED            seed of the journeys (1)
 *   SIM_TIME_SCALE      simulated seconds per second (1)
 *   SIM_TICK_MS         milliseconds between steps (1000)
 *   SIM_VEHICLES_FILE   JSON array of vehicles: Vehicle_ID, Customer_ID, mqtt {username,
 *                       password}, route (a route or a Harwell route name), maxOccupancy,
 *                       max_wheelchair_occupancy
 *   SIM_CUSTOMER_IDS    without a file: drive the demo vehicles, given the customers' ids as
 *                       JSON {"Darwin": "…", "Campus Mobility": "…"}; DEMO_PASSWORD as seeded
 *   LOG_LEVEL           debug, info, warn or error (info)
 */

const fail = (message: string): never => {
  process.stderr.write(`simulator: ${message}\n`);
  process.exit(2);
};

function numberVar(name: string, fallback: number, check: (n: number) => boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !check(value)) fail(`${name}=${raw} is not valid`);
  return value;
}

function readJson(path: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    return fail(`${name}: cannot read ${path}: ${(error as Error).message}`);
  }
}

function vehiclesFromEnv(): FleetVehicleConfig[] {
  const file = process.env.SIM_VEHICLES_FILE;
  if (file) {
    const parsed = fleetVehicleConfigs.safeParse(readJson(file, 'SIM_VEHICLES_FILE'));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(`SIM_VEHICLES_FILE: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
    }
    return parsed.data;
  }
  const customerIds = process.env.SIM_CUSTOMER_IDS;
  if (!customerIds) {
    return fail(
      'set SIM_VEHICLES_FILE (a JSON array of vehicles) or SIM_CUSTOMER_IDS (demo fleet)',
    );
  }
  const ids = z
    .object({ Darwin: z.uuid(), 'Campus Mobility': z.uuid() })
    .safeParse(JSON.parse(customerIds));
  if (!ids.success)
    return fail('SIM_CUSTOMER_IDS must name the uuids of Darwin and Campus Mobility');
  return demoVehicleConfigs(ids.data, process.env.DEMO_PASSWORD ?? 'Harwell-Demo-2026');
}

const level = process.env.LOG_LEVEL ?? 'info';
const logger = jsonLogger((line) => process.stdout.write(line), isLogLevel(level) ? level : 'info');
const count = numberVar('SIM_VEHICLES', 4, (n) => Number.isInteger(n) && n >= 0);
const available = vehiclesFromEnv();
if (count > available.length) {
  logger.warn(
    { requested: count, available: available.length },
    'fewer vehicles than SIM_VEHICLES',
  );
}

const fleet = startFleet({
  brokerUrl: process.env.MQTT_URL ?? 'mqtt://localhost:1883',
  vehicles: available.slice(0, count),
  seed: numberVar('SIM_SEED', 1, Number.isInteger),
  timeScale: numberVar('SIM_TIME_SCALE', 1, (n) => n > 0),
  tickMs: numberVar('SIM_TICK_MS', 1000, (n) => n >= 10),
  logger,
});

const shutdown = (signal: string) => {
  logger.info({ signal }, 'stopping');
  fleet.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: (error as Error).message }, 'stop failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
