import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VehicleRefusal } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import {
  connectedVehicle,
  createMqttVehicle,
  listenForVehicles,
  publish,
  telemetryOf,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import { latestRefusals, refusalLog } from './refusal-log.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, customerAdmin, operator } = testAppWith({
  admin: 'admin',
  customerAdmin: 'customer-admin',
  operator: 'operator',
});
let shuttle: TestVehicle;
let link: MqttClient;

beforeAll(async () => {
  const url = await listenForVehicles(t.app);
  ({ vehicle: shuttle, link: link } = await connectedVehicle(t.database.db, url));
});
afterAll(async () => {
  await link.endAsync();
});

interface RefusalList {
  Items: VehicleRefusal[];
  Count: number;
  total: number;
}

describe('GET /dev/v1/vehicles/{id}/refusals', () => {
  it('shows why messages of the vehicle were refused, newest first', async () => {
    const topic = topicOf(shuttle, 'telemetry');
    await publish(link, topic, '{"vehicle_id": ');
    const other = randomUUID();
    await publish(link, topic, {
      ...telemetryOf(shuttle, 1, { vehicle_id: other }),
      vehicle_id: other,
    });

    const list = await vi.waitFor(
      async () => {
        const res = await admin.get(`/dev/v1/vehicles/${shuttle.id}/refusals`);
        expect(res.statusCode).toBe(200);
        const body = res.json<RefusalList>();
        expect(body.Count).toBe(2);
        return body;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(list.total).toBe(2);
    expect(list.Items.map((r) => r.reason)).toEqual(['OWNER', 'JSON']);
    expect(list.Items[0]).toMatchObject({
      topic,
      message: 'the payload names another customer or vehicle than its topic',
    });
    expect(Date.parse(list.Items[0]!.received_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.Items[1]!.message).toMatch(/JSON/);
  });

  it('is for admins and customer admins of the vehicle’s own customer', async () => {
    expect((await operator.get(`/dev/v1/vehicles/${shuttle.id}/refusals`)).statusCode).toBe(403);
    const foreign = await customerAdmin.get(`/dev/v1/vehicles/${shuttle.id}/refusals`);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    expect((await admin.get(`/dev/v1/vehicles/${randomUUID()}/refusals`)).statusCode).toBe(404);
  });
});

describe('refusalLog', () => {
  const warn = vi.fn();

  it('keeps one refusal per vehicle and reason a second, and the last 20 of each vehicle', async () => {
    const vehicle = await createMqttVehicle(t.database.db, shuttle.customerId);
    let clock = Date.parse('2026-03-02T09:00:00Z');
    const log = refusalLog({
      db: t.database.db,
      directory: { byId: (id) => Promise.resolve(id === vehicle.id ? identity : null) },
      logger: { warn },
      flushMs: 60_000,
      now: () => clock,
    });
    const identity = { vehicleId: vehicle.id, customerId: vehicle.customerId, name: vehicle.name };
    const refusal = (n: number) => ({
      vehicleId: vehicle.id,
      customerId: vehicle.customerId,
      reason: 'SCHEMA' as const,
      topic: topicOf(vehicle, 'telemetry'),
      message: `issue ${n}`,
      receivedAt: new Date(clock),
    });
    // A burst within one second: one stored.
    for (let n = 0; n < 50; n++) log.record(refusal(n));
    await log.flush();
    expect((await latestRefusals(t.database.db, vehicle.id)).map((r) => r.message)).toEqual([
      'issue 0',
    ]);
    // 30 seconds of one refusal each: the newest 20 kept.
    for (let n = 1; n <= 30; n++) {
      clock += 1000;
      log.record(refusal(n));
    }
    await log.flush();
    const kept = await latestRefusals(t.database.db, vehicle.id, 100);
    expect(kept).toHaveLength(20);
    expect(kept[0]!.message).toBe('issue 30');
    expect(kept[19]!.message).toBe('issue 11');
    // A vehicle that is not the named customer's is not stored.
    log.record({ ...refusal(99), customerId: randomUUID() });
    log.record({ ...refusal(98), vehicleId: randomUUID() });
    await log.close();
    expect((await latestRefusals(t.database.db, vehicle.id))[0]!.message).toBe('issue 30');
    expect(warn).not.toHaveBeenCalled();
  });
});
