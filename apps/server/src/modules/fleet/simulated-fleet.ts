import { and, inArray, isNotNull } from 'drizzle-orm';
import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import {
  startFleet,
  type Fleet,
  type FleetVehicleConfig,
  type SimLogger,
} from '@shuttle-ops/simulator';
import type { Db } from '../../db/database.ts';
import { demoMqttPassword } from '../../db/demo-fleet.ts';
import { vehicles } from '../../db/schema.ts';
import { verifyMqttPassword } from '../vehicles/mqtt-credentials.ts';

export interface SimulatedFleetOptions {
  db: Db;
  demoPassword: string;
  /** SIM_VEHICLES: how many of the demo vehicles to drive. */
  count: number;
  /** SIM_TIME_SCALE: simulated seconds per real second. */
  timeScale: number;
  /** SIM_SEED. */
  seed: number;
  logger: SimLogger;
}

export interface SimulatedFleet {
  /** Starts the shuttles against the broker; answers how many drive. */
  start(brokerUrl: string): Promise<number>;
  /** The ids of the vehicles that drive (empty before `start`). */
  readonly vehicleIds: readonly string[];
  stop(): Promise<void>;
}

/** A URL without user and password: every simulated vehicle signs in as itself. */
const withoutCredentials = (url: string) => {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
};

/**
 * The seeded demo vehicles whose MQTT password is still the one the seed derived from
 * DEMO_PASSWORD (an administrator may have rotated it): the simulator can sign in as them.
 */
async function demoConfigs(options: SimulatedFleetOptions): Promise<FleetVehicleConfig[]> {
  const rows = await options.db
    .select()
    .from(vehicles)
    .where(
      and(
        inArray(
          vehicles.id,
          DEMO_VEHICLES.map((v) => v.Vehicle_ID),
        ),
        isNotNull(vehicles.mqttPasswordHash),
      ),
    );
  const configs: FleetVehicleConfig[] = [];
  for (const demo of DEMO_VEHICLES) {
    const row = rows.find((r) => r.id === demo.Vehicle_ID);
    if (!row?.mqttUsername || !row.mqttPasswordHash || configs.length >= options.count) continue;
    const password = demoMqttPassword(options.demoPassword, row.name);
    if (!(await verifyMqttPassword(row.mqttPasswordHash, password))) {
      options.logger.warn(
        { vehicle_id: row.id },
        'demo vehicle has other credentials: not simulated',
      );
      continue;
    }
    configs.push({
      Vehicle_ID: row.id,
      Customer_ID: row.customerId,
      mqtt: { username: row.mqttUsername, password },
      route: demo.route,
      maxOccupancy: row.maxOccupancy,
      max_wheelchair_occupancy: row.maxWheelchairOccupancy,
    });
  }
  return configs;
}

/** `npm start`'s simulated shuttles (SIMULATOR=on), in this process. */
export function simulatedFleet(options: SimulatedFleetOptions): SimulatedFleet {
  let fleet: Fleet | null = null;
  let driven: string[] = [];
  return {
    get vehicleIds() {
      return driven;
    },
    async start(brokerUrl) {
      const configs = await demoConfigs(options);
      if (configs.length < options.count) {
        options.logger.warn(
          { requested: options.count, available: configs.length },
          'fewer demo vehicles than SIM_VEHICLES',
        );
      }
      if (configs.length === 0) return 0;
      driven = configs.map((config) => config.Vehicle_ID);
      fleet = startFleet({
        brokerUrl: withoutCredentials(brokerUrl),
        vehicles: configs,
        timeScale: options.timeScale,
        seed: options.seed,
        logger: options.logger,
      });
      return configs.length;
    },
    async stop() {
      await fleet?.stop();
      fleet = null;
      driven = [];
    },
  };
}
