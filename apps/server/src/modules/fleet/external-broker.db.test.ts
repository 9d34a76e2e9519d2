import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { telemetrySnapshots } from './schema.ts';
import { untilStored } from './copies-test-kit.ts';
import { customerIdOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createMqttVehicle,
  metricValue,
  publish,
  telemetryOf,
  topicOf,
  type TestVehicle,
} from '../../test/vehicles.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { FastifyInstance } from 'fastify';

// Runs against a real external broker whenever MQTT_URL names one (npm test's PostgreSQL pass
// sets it when Mosquitto answers; .ci/run always does). That broker lets anyone in and has no
// accounts this server could manage (MQTT_UNAUTHENTICATED_BROKER=accept); vehicle accounts on a
// managed broker are tested in modules/broker-accounts.
const brokerUrl = process.env.MQTT_URL;

/** Subscribes, then answers a promise of the first event of the customer that matches. */
async function eventOf(app: FastifyInstance, customerId: string, match: (e: BusEvent) => boolean) {
  let resolve: (event: BusEvent) => void = () => undefined;
  const found = new Promise<BusEvent>((r) => (resolve = r));
  const stop = await app.bus.subscribe(customerId, (event) => {
    if (match(event)) resolve(event);
  });
  return { event: found.finally(stop) };
}

describe('MQTT_URL', () => {
  it('names the variable in one line when that broker cannot be used', async () => {
    const t = await createTestApp({ MQTT_URL: 'mqtt://127.0.0.1:1' });
    try {
      expect(t.app.mqtt.kind).toBe('external');
      await expect(t.app.mqtt.listen({ port: 0, host: '127.0.0.1' })).rejects.toThrow(
        /^Cannot use the MQTT broker at MQTT_URL \(127\.0\.0\.1:1\): .*ECONNREFUSED/,
      );
      expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({
        checks: { broker: { ok: false, error: 'not connected to the MQTT broker' } },
      });
    } finally {
      await t.close();
    }
  });
});

if (brokerUrl) {
  describe('an external MQTT broker (MQTT_URL)', () => {
    // Each run has its own group and client ids, so runs and other processes never share work.
    const run = randomUUID().slice(0, 8);
    const overrides = {
      MQTT_URL: brokerUrl,
      // That broker's accounts are not the server's to manage.
      MQTT_UNAUTHENTICATED_BROKER: 'accept',
      MQTT_SHARE_GROUP: `shuttle-ops-test-${run}`,
      MQTT_CLIENT_ID: `shuttle-ops-test-${run}`,
      // One connection handles messages in order, so "after X" is well defined below.
      MQTT_INGEST_CONNECTIONS: '1',
      MQTT_SESSION_EXPIRY: '120',
      // With Redis at hand too, this is the scale-out set-up: every event goes through Redis.
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    let t: TestApp;
    let vehicle: TestVehicle;
    let link: MqttClient;

    beforeAll(async () => {
      t = await createTestApp(overrides);
      await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
      vehicle = await createMqttVehicle(t.database.db, await customerIdOf(t.database.db, 'Darwin'));
      link = await connectAsync(brokerUrl, {
        clientId: `veh-${vehicle.id}`.slice(0, 23),
        protocolVersion: 4,
        reconnectPeriod: 0,
      });
    });
    afterAll(async () => {
      await link.endAsync();
      await t.close();
    });

    // New telemetry is shown on arrival, before its commit (docs/decisions/0018), and that
    // broker acknowledges the vehicle before the server has stored: what was stored is read
    // once `untilStored` has seen it in the database, never right after an event or an ack.
    const shown = (seq: number) => (e: BusEvent) =>
      e.type === 'telemetry' &&
      e.vehicleId === vehicle.id &&
      e.payload.dt_canbus === telemetryOf(vehicle, seq).dt_canbus;

    it('ingests what vehicles publish there, through a shared subscription', async () => {
      expect(t.app.mqtt.kind).toBe('external');
      expect(t.app.mqtt.port).toBeNull();
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect(t.app.bus.kind).toBe(process.env.REDIS_URL ? 'redis' : 'in-process');
      const seen = await eventOf(t.app, vehicle.customerId, shown(1));
      await publish(link, topicOf(vehicle, 'telemetry'), telemetryOf(vehicle, 1));
      await seen.event;
      const stored = await untilStored(t.database.db, vehicle, [1]);
      expect(stored.snapshots.get(1)).toBe(1);
      expect(stored.measures.get(1)).toBe(telemetryOf(vehicle, 1).measure_values_list.length);
    });

    it('refuses messages for a vehicle that is not that customer’s, and payloads that disagree with their topic', async () => {
      const metrics = async (reason: string) =>
        metricValue(
          (await t.app.inject({ url: '/metrics' })).body,
          'fleet_messages_rejected_total',
          {
            reason,
          },
        );
      const before = { unknown: await metrics('UNKNOWN_VEHICLE'), owner: await metrics('OWNER') };
      const ghost = { ...vehicle, id: randomUUID() };
      const elsewhere = {
        ...vehicle,
        customerId: await customerIdOf(t.database.db, 'Campus Mobility'),
      };
      await publish(link, topicOf(ghost, 'telemetry'), telemetryOf(ghost, 1));
      await publish(link, topicOf(elsewhere, 'telemetry'), telemetryOf(elsewhere, 1));
      await publish(link, topicOf(vehicle, 'telemetry'), {
        ...telemetryOf(vehicle, 2),
        customer_id: elsewhere.customerId,
      });
      // Handled in order on the one connection: once this one is shown, those were refused,
      // and once it is stored, anything of theirs would have been stored too.
      const seen = await eventOf(t.app, vehicle.customerId, shown(3));
      await publish(link, topicOf(vehicle, 'telemetry'), telemetryOf(vehicle, 3));
      await seen.event;
      expect(await metrics('UNKNOWN_VEHICLE')).toBe(before.unknown + 2);
      expect(await metrics('OWNER')).toBe(before.owner + 1);
      await untilStored(t.database.db, vehicle, [3]);
      const snapshots = await t.database.db
        .select({ seq: telemetrySnapshots.seq })
        .from(telemetrySnapshots)
        .where(eq(telemetrySnapshots.vehicleId, vehicle.id));
      expect(snapshots.map((s) => s.seq).sort()).toEqual([1, 3]);
    });

    it('does not acknowledge what it could not store, so the broker sends it again', async () => {
      const failures = async () =>
        metricValue(
          (await t.app.inject({ url: '/metrics' })).body,
          'fleet_ingest_batch_failures_total',
        );
      const before = await failures();
      await t.database.db.execute(sql`alter table telemetry rename to telemetry_away`);
      let restored = false;
      try {
        const seen = await eventOf(t.app, vehicle.customerId, shown(10));
        await publish(link, topicOf(vehicle, 'telemetry'), telemetryOf(vehicle, 10));
        // No event tells that a write failed: the failure counter does.
        await vi.waitFor(async () => expect(await failures()).toBeGreaterThan(before), {
          timeout: 10_000,
          interval: 50,
        });
        await t.database.db.execute(sql`alter table telemetry_away rename to telemetry`);
        restored = true;
        // Shown on arrival, before the store that failed.
        await seen.event;
      } finally {
        if (!restored)
          await t.database.db.execute(sql`alter table telemetry_away rename to telemetry`);
      }
      // The ingest reconnects; the broker redelivers the unacknowledged message, and only that
      // redelivery can store it: an acknowledged message would never come again.
      const stored = await untilStored(t.database.db, vehicle, [10]);
      expect(stored.snapshots.get(10)).toBe(1);
      expect(stored.measures.get(10)).toBe(telemetryOf(vehicle, 10).measure_values_list.length);
    });

    it('keeps its session: what arrives while the process is away is stored after its restart', async () => {
      await t.app.close();
      // Sent while no ingest is connected: the broker keeps it in the persistent session.
      await publish(link, topicOf(vehicle, 'telemetry'), telemetryOf(vehicle, 4));
      const again = await buildApp(t.env, { database: t.database, logger: false });
      try {
        const seen = await eventOf(again, vehicle.customerId, shown(4));
        await again.mqtt.listen({ port: 0, host: '127.0.0.1' });
        await seen.event;
        const stored = await untilStored(t.database.db, vehicle, [4]);
        expect(stored.snapshots.get(4)).toBe(1);
      } finally {
        await again.close();
      }
      // t.close() closes the app again (a no-op) and drops the schema.
    });
  });
}
