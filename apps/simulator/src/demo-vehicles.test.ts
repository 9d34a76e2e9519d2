import { createHmac } from 'node:crypto';
import { DEMO_VEHICLES, vehicleMqttUsername } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { demoMqttPassword, demoVehicleConfigs } from './demo-vehicles.ts';
import { fleetVehicleConfigs } from './vehicle-config.ts';

const CUSTOMERS = {
  Darwin: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  'Campus Mobility': '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e',
};

describe('demoVehicleConfigs', () => {
  const configs = demoVehicleConfigs(CUSTOMERS, 'Harwell-Demo-2026');

  it('drives every demo vehicle for its customer on its route', () => {
    expect(configs.map((c) => [c.Vehicle_ID, c.Customer_ID])).toEqual(
      DEMO_VEHICLES.map((v) => [v.Vehicle_ID, CUSTOMERS[v.customer]]),
    );
    expect(configs.map((c) => (typeof c.route === 'string' ? c.route : c.route.name))).toEqual(
      DEMO_VEHICLES.map((v) => v.route),
    );
    expect(fleetVehicleConfigs.safeParse(configs).success).toBe(true);
  });

  it('signs in as the seed made them: veh-<id> and the derived password', () => {
    configs.forEach((config, i) => {
      const vehicle = DEMO_VEHICLES[i]!;
      expect(config.mqtt.username).toBe(vehicleMqttUsername(vehicle.Vehicle_ID));
      expect(config.mqtt.password).toBe(demoMqttPassword('Harwell-Demo-2026', vehicle.name));
    });
  });
});

describe('demoMqttPassword', () => {
  it('is base64url(HMAC-SHA256(DEMO_PASSWORD, "mqtt:<name>"))', () => {
    const expected = createHmac('sha256', 'pw').update('mqtt:Harwell Shuttle 1').digest();
    expect(Buffer.from(demoMqttPassword('pw', 'Harwell Shuttle 1'), 'base64url')).toEqual(expected);
    expect(demoMqttPassword('pw', 'Harwell Shuttle 1')).not.toBe(
      demoMqttPassword('pw', 'Harwell Shuttle 2'),
    );
  });
});
