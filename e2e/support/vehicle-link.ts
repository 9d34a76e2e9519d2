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
