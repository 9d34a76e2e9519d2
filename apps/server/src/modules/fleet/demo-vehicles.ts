import { and, inArray, isNotNull } from 'drizzle-orm';
import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { seededDemoMqttPassword } from '../../db/demo-fleet.ts';
import { vehicles } from '../vehicles/schema.ts';

/** A demo vehicle the simulated shuttles of `npm start` can drive: who it is and how it signs in. */
export interface DemoVehicle {
  Vehicle_ID: string;
  Customer_ID: string;
  mqtt: { username: string; password: string };
  route: (typeof DEMO_VEHICLES)[number]['route'];
  maxOccupancy: number;
  max_wheelchair_occupancy: number;
}

export interface DemoVehiclesOptions {
  db: Db;
  demoPassword: string;
  /** SIM_VEHICLES: how many of the demo vehicles to drive. */
  count: number;
  logger: { warn(fields: object, message: string): void };
}

/**
 * The seeded demo vehicles whose MQTT password is still the one the seed derived from
 * DEMO_PASSWORD (an administrator may have rotated it), at most `count`: a simulator can sign
 * in as them. Fewer than asked for is logged.
 */
export async function demoVehicles(options: DemoVehiclesOptions): Promise<DemoVehicle[]> {
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
  const found: DemoVehicle[] = [];
  for (const demo of DEMO_VEHICLES) {
    const row = rows.find((r) => r.id === demo.Vehicle_ID);
    if (!row?.mqttUsername || found.length >= options.count) continue;
    const password = await seededDemoMqttPassword(options.demoPassword, row);
    if (password === null) {
      options.logger.warn(
        { vehicle_id: row.id },
        'demo vehicle has other credentials: not simulated',
      );
      continue;
    }
    found.push({
      Vehicle_ID: row.id,
      Customer_ID: row.customerId,
      mqtt: { username: row.mqttUsername, password },
      route: demo.route,
      maxOccupancy: row.maxOccupancy,
      max_wheelchair_occupancy: row.maxWheelchairOccupancy,
    });
  }
  if (found.length < options.count) {
    options.logger.warn(
      { requested: options.count, available: found.length },
      'fewer demo vehicles than SIM_VEHICLES',
    );
  }
  return found;
}
