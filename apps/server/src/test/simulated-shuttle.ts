import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { startFleet, type Fleet } from '@shuttle-ops/simulator';
import type { TestApp } from './test-app.ts';
import type { TestVehicle } from './vehicles.ts';

/**
 * The real simulator driving one shuttle on the Harwell loop, connected to the test app's broker
 * with the shuttle's own account; no random alerts. `timeScale`: simulated seconds per second.
 */
export function simulateShuttle(
  t: TestApp,
  shuttle: TestVehicle,
  options: { tickMs: number; timeScale?: number },
): Fleet {
  return startFleet({
    brokerUrl: `mqtt://127.0.0.1:${t.app.mqtt.port}`,
    vehicles: [
      {
        Vehicle_ID: shuttle.id,
        Customer_ID: shuttle.customerId,
        mqtt: { username: shuttle.username, password: shuttle.password },
        route: HARWELL_CAMPUS_LOOP,
        maxOccupancy: 12,
        max_wheelchair_occupancy: 1,
      },
    ],
    ...options,
    alertRate: 0,
  });
}
