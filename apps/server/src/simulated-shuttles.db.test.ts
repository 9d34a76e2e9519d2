import { beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@shuttle-ops/simulator';
import { eq } from 'drizzle-orm';
import { etaLease } from './db/schema/platform.ts';
import {
  driveSimulatedShuttles,
  SIMULATOR_LEASE,
  withoutCredentials,
  type SimulatedShuttles,
} from './simulated-shuttles.ts';
import { metricValue } from './test/vehicles.ts';
import { testAppWith } from './test/test-kit.ts';

const { t } = testAppWith({});
beforeAll(async () => {
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
});

const connected = async () =>
  metricValue((await t.app.inject({ url: '/metrics' })).body, 'fleet_mqtt_clients');

/** One contender for the shuttles, as one server process has it (short lease for the test). */
const contender = () =>
  driveSimulatedShuttles({
    db: t.database.db,
    vehicles: () => t.app.demoVehicles(),
    brokerUrl: withoutCredentials(t.app.mqtt.vehicleUrl!),
    timeScale: 1,
    seed: 1,
    logger: silentLogger,
    leaseMs: 1500,
    renewMs: 250,
  });

describe('the simulated shuttles of several processes', () => {
  it('are driven by the holder of the lease only, and by another once it stops', async () => {
    const demo = (await t.app.demoVehicles()).length;
    expect(demo).toBeGreaterThan(0);
    const first = await contender();
    const second = await contender();
    const all: SimulatedShuttles[] = [first, second];
    try {
      expect(all.map((s) => s.vehicleIds.length)).toEqual([demo, 0]);
      await expect.poll(connected, { timeout: 10_000 }).toBe(demo);
      // Renewals go on: the second never gets a turn while the first is there.
      await new Promise((r) => setTimeout(r, 2000));
      expect(all.map((s) => s.vehicleIds.length)).toEqual([demo, 0]);

      await first.stop();
      expect(first.vehicleIds).toEqual([]);
      // The lease was given up, so the second takes over at its next try, not after 1.5 s.
      await expect.poll(() => second.vehicleIds.length, { timeout: 1000 }).toBe(demo);
      await expect.poll(connected, { timeout: 10_000 }).toBe(demo);
    } finally {
      await Promise.all(all.map((s) => s.stop()));
    }
    await expect.poll(connected, { timeout: 10_000 }).toBe(0);
    const lease = await t.database.db
      .select()
      .from(etaLease)
      .where(eq(etaLease.name, SIMULATOR_LEASE));
    expect(lease).toEqual([]);
  });
});
