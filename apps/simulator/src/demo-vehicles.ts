import { createHmac } from 'node:crypto';
import { DEMO_VEHICLES, HARWELL_ROUTES, vehicleMqttUsername } from '@shuttle-ops/domain';
import type { FleetVehicleConfig } from './vehicle-config.ts';

export type DemoCustomer = (typeof DEMO_VEHICLES)[number]['customer'];

/**
 * The MQTT password the demo seed gives a vehicle (packages/domain site/harwell.ts):
 * base64url(HMAC-SHA256(key = DEMO_PASSWORD, message = `mqtt:<vehicle name>`)).
 */
export function demoMqttPassword(demoPassword: string, vehicleName: string): string {
  return createHmac('sha256', demoPassword).update(`mqtt:${vehicleName}`).digest('base64url');
}

/** The seeded demo vehicles, ready to drive, given the ids the database gave the customers. */
export function demoVehicleConfigs(
  customerIds: Readonly<Record<DemoCustomer, string>>,
  demoPassword: string,
): FleetVehicleConfig[] {
  return DEMO_VEHICLES.map((vehicle) => {
    const route = HARWELL_ROUTES.find((r) => r.name === vehicle.route);
    if (!route) throw new Error(`demo vehicle ${vehicle.name}: unknown route ${vehicle.route}`);
    return {
      Vehicle_ID: vehicle.Vehicle_ID,
      Customer_ID: customerIds[vehicle.customer],
      mqtt: {
        username: vehicleMqttUsername(vehicle.Vehicle_ID),
        password: demoMqttPassword(demoPassword, vehicle.name),
      },
      route,
      maxOccupancy: vehicle.maxOccupancy,
      max_wheelchair_occupancy: vehicle.max_wheelchair_occupancy,
    };
  });
}
