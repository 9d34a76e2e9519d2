import { expect } from '@playwright/test';
import type { vehicleCreated } from '@shuttle-ops/domain';
import { createMqttLink, silentLogger, vehicleClientId } from '@shuttle-ops/simulator';
import type { MqttLink } from '@shuttle-ops/simulator';

/** A vehicle as created: with its MQTT login, to report as the vehicle would. */
export type CreatedVehicle = ReturnType<typeof vehicleCreated.parse>;

/**
 * The vehicle's MQTT link over the console's `/mqtt` WebSocket (as vehicles behind a proxy
 * connect), once it is connected.
 */
export async function connectVehicle(baseURL: string, vehicle: CreatedVehicle): Promise<MqttLink> {
  const link = createMqttLink({
    brokerUrl: `${baseURL.replace(/^http/, 'ws')}/mqtt`,
    clientId: vehicleClientId(vehicle.Vehicle_ID),
    username: vehicle.mqtt.username,
    password: vehicle.mqtt.password,
    customerId: vehicle.Customer_ID,
    vehicleId: vehicle.Vehicle_ID,
    logger: silentLogger,
  });
  await expect.poll(() => link.stats().connected, { timeout: 20_000 }).toBe(true);
  return link;
}

/** Where a vehicle is and how it goes, for one telemetry snapshot. */
export interface VehicleAt {
  at: { lat: number; lon: number; bearing: number };
  speed: number;
  battery: number;
  robotMode: 'IDLE' | 'DRIVING';
}

/** A telemetry snapshot of the vehicle as DESIGN.md's payload has it, stamped now. */
export function telemetrySnapshot(
  vehicle: CreatedVehicle,
  { at, speed, battery, robotMode }: VehicleAt,
) {
  return {
    vehicle_id: vehicle.Vehicle_ID,
    customer_id: vehicle.Customer_ID,
    dt_canbus: new Date().toISOString(),
    measure_values_list: [
      { measure_name: 'LATITUDE', measure_value: at.lat },
      { measure_name: 'LONGITUDE', measure_value: at.lon },
      { measure_name: 'COURSE', measure_value: at.bearing },
      { measure_name: 'SPEED', measure_value: speed },
      { measure_name: 'BATTERY_STATUS_LEVEL', measure_value: battery },
      { measure_name: 'VEHICLE_MODE', measure_value: 'AUTONOMOUS' },
      { measure_name: 'ROBOT_MODE', measure_value: robotMode },
    ],
  };
}
