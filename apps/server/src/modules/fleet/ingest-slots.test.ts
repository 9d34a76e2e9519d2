import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerIdOf } from '../../test/factories.ts';
import { startAnonymousBroker } from '../../test/mosquitto.ts';
import { tcpCut, type TcpCut } from '../../test/tcp-cut.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMqttVehicle, metricValue, type TestVehicle } from '../../test/vehicles.ts';
import { secondCopy, sendTelemetry, storedCounts, type GroupSettings } from './copies-test-kit.ts';

/**
 * Two server copies in one share group on a real Mosquitto and one database: the test app (the
 * survivor) and a second copy's ingest. Leases last 3 s, so a dead copy's slot is free 3 s after
 * its last renewal and a live copy looks for such slots every second.
 */
const LEASE_SECONDS = 3;
const run = randomUUID().slice(0, 8);
const group: GroupSettings = {
  clientId: `slots-${run}`,
  shareGroup: `slots-${run}`,
  connections: 2,
  leaseSeconds: LEASE_SECONDS,
  sessionExpirySeconds: 300,
};

let broker: Awaited<ReturnType<typeof startAnonymousBroker>>;
let t: TestApp;
let cut: TcpCut;
let vehicle: TestVehicle;
let link: MqttClient;

beforeAll(async () => {
  broker = await startAnonymousBroker();
  cut = await tcpCut(broker.url);
  t = await createTestApp({
    MQTT_URL: broker.url,
    MQTT_UNAUTHENTICATED_BROKER: 'accept',
    MQTT_CLIENT_ID: group.clientId,
    MQTT_SHARE_GROUP: group.shareGroup,
    MQTT_INGEST_CONNECTIONS: String(group.connections),
    MQTT_INGEST_LEASE_SECONDS: String(LEASE_SECONDS),
    MQTT_SESSION_EXPIRY: String(group.sessionExpirySeconds),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  vehicle = await createMqttVehicle(t.database.db, await customerIdOf(t.database.db, 'Darwin'));
  link = await connectAsync(broker.url, {
    clientId: `veh-${vehicle.id}`,
    protocolVersion: 4,
    reconnectPeriod: 0,
  });
});
afterAll(async () => {
  await link?.endAsync(true);
  await t?.close();
  await cut?.close();
  await broker?.stop();
});

const metric = async (name: string) =>
  metricValue((await t.app.inject({ url: '/metrics' })).body, name);

/** Waits until every acknowledged seq is stored, then answers how often each one is. */
async function storedOnce(seqs: number[]) {
  await vi.waitFor(
    async () => {
      const { snapshots } = await storedCounts(t.database.db, vehicle, seqs);
      expect(seqs.filter((seq) => !snapshots.has(seq))).toEqual([]);
    },
    { timeout: 20_000, interval: 200 },
  );
  return storedCounts(t.database.db, vehicle, seqs);
}

describe('ingest slots (external broker, two copies in one group)', () => {
  it('claims one slot per copy, and adopts the slot of a copy that died with every acknowledged message', async () => {
    expect(await metric('fleet_ingest_slots')).toBe(1);
    const other = await secondCopy(t.app, t.database, cut.url, group);
    try {
      expect(other.transport.slotsHeld).toBe(1);
      const before = await sendTelemetry(link, vehicle, 1, 100);

      // The second copy dies: no more lease renewals, its sockets gone without a DISCONNECT.
      other.freeze();
      cut.refuse();
      expect(cut.cut()).toBeGreaterThanOrEqual(group.connections + 1);
      const diedAt = Date.now();
      // Half of these go to the dead copy's sessions, which the broker keeps for it.
      const after = await sendTelemetry(link, vehicle, 101, 200);

      await vi.waitFor(
        async () => expect(await metric('fleet_ingest_slot_adoptions_total')).toBe(1),
        { timeout: (LEASE_SECONDS + 5) * 1000, interval: 100 },
      );
      // Not before its lease ran out (3 s after its last renewal, at most 1 s before it died).
      const adoptedAfterMs = Date.now() - diedAt;
      expect(adoptedAfterMs).toBeGreaterThan((LEASE_SECONDS - 1) * 1000 - 500);
      expect(adoptedAfterMs).toBeLessThan((LEASE_SECONDS + LEASE_SECONDS / 3 + 2) * 1000);
      expect(await metric('fleet_ingest_slots')).toBe(2);

      const acked = [...before, ...after];
      expect(acked).toHaveLength(300);
      const { snapshots, measures } = await storedOnce(acked);
      expect([...snapshots.values()].every((n) => n === 1)).toBe(true);
      const perSnapshot = measures.get(1);
      expect([...measures.values()].every((n) => n === perSnapshot)).toBe(true);
      expect(measures.size).toBe(acked.length);
    } finally {
      await other.close();
    }
  });

  it('hands the slot of a copy that closes over at once, with the messages that wait in it', async () => {
    const adoptions = await metric('fleet_ingest_slot_adoptions_total');
    cut.allow();
    const other = await secondCopy(t.app, t.database, broker.url, group);
    const held = await metric('fleet_ingest_slots');
    await other.close();
    const closedAt = Date.now();
    // Sent while no one is connected to that slot's sessions.
    const acked = await sendTelemetry(link, vehicle, 1001, 100);
    await vi.waitFor(
      async () => expect(await metric('fleet_ingest_slot_adoptions_total')).toBe(adoptions + 1),
      { timeout: (LEASE_SECONDS + 5) * 1000, interval: 50 },
    );
    // The lease, renewed as the copy started, would have run for another 3 s.
    expect(Date.now() - closedAt).toBeLessThan(LEASE_SECONDS * 1000 - 500);
    expect(await metric('fleet_ingest_slots')).toBe(held + 1);
    const { snapshots } = await storedOnce(acked);
    expect([...snapshots.values()].every((n) => n === 1)).toBe(true);
  });
});
