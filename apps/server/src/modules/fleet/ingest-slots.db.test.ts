import { randomUUID } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { etaLease } from '../../db/schema/platform.ts';
import { closed, createMqttVehicle, metricValue, type TestVehicle } from '../../test/vehicles.ts';
import { customerIdOf } from '../../test/factories.ts';
import { startAnonymousBroker } from '../../test/mosquitto.ts';
import { tcpCut, type TcpCut } from '../../test/tcp-cut.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { secondCopy, sendTelemetry, storedCounts, type GroupSettings } from './copies-test-kit.ts';
import { slotClientId, slotLeaseName } from './ingest-slots.ts';

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
    // How long after the close the slot was adopted (polled while the vehicle sends).
    const adoptedAfterMs = (async () => {
      while (Date.now() - closedAt < (LEASE_SECONDS + 5) * 1000) {
        if ((await metric('fleet_ingest_slot_adoptions_total')) === adoptions + 1) {
          return Date.now() - closedAt;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Infinity;
    })();
    // Sent while no one is connected to that slot's sessions.
    const acked = await sendTelemetry(link, vehicle, 1001, 100);
    // The lease, renewed as the copy started, would have run for another 3 s.
    expect(await adoptedAfterMs).toBeLessThan(LEASE_SECONDS * 1000 - 500);
    expect(await metric('fleet_ingest_slots')).toBe(held + 1);
    const { snapshots } = await storedOnce(acked);
    expect([...snapshots.values()].every((n) => n === 1)).toBe(true);
  });

  it('lets a slot go when its copy reaches the database but not the broker, and another copy adopts it', async () => {
    const adoptions = await metric('fleet_ingest_slot_adoptions_total');
    cut.allow();
    const other = await secondCopy(t.app, t.database, cut.url, group);
    try {
      // Alive (its timers renew leases) but cut off from the broker.
      cut.refuse();
      cut.cut();
      const cutAt = Date.now();
      const acked = await sendTelemetry(link, vehicle, 2001, 100);
      await vi.waitFor(
        async () => expect(await metric('fleet_ingest_slot_adoptions_total')).toBe(adoptions + 1),
        { timeout: (2 * LEASE_SECONDS + 5) * 1000, interval: 100 },
      );
      // Given up after a whole lease without the broker, adopted at the survivor's next look.
      expect(Date.now() - cutAt).toBeGreaterThan(LEASE_SECONDS * 1000 - 500);
      expect(other.transport.slotsHeld).toBe(0);
      const { snapshots } = await storedOnce(acked);
      expect([...snapshots.values()].every((n) => n === 1)).toBe(true);
    } finally {
      cut.allow();
      await other.close();
    }
  });

  /** A slot of the test app's (its lease is the app's), by number. */
  const slotOfTheApp = async () => {
    const [row] = await t.database.db
      .select({ name: etaLease.name })
      .from(etaLease)
      .where(
        and(
          like(etaLease.name, `${slotLeaseName(group.shareGroup, 0).slice(0, -1)}%`),
          ne(etaLease.holder, 'another-copy'),
        ),
      )
      .orderBy(etaLease.name)
      .limit(1);
    return Number(row!.name.split(':').at(-1));
  };

  it('ends a slot whose lease another copy holds, without reconnecting its sessions', async () => {
    const held = await metric('fleet_ingest_slots');
    const clients = await metric('fleet_mqtt_clients');
    const n = await slotOfTheApp();
    await t.database.db
      .update(etaLease)
      .set({ holder: 'another-copy', expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(etaLease.name, slotLeaseName(group.shareGroup, n)));
    // Found at the next renewal (a third of the lease).
    await vi.waitFor(async () => expect(await metric('fleet_ingest_slots')).toBe(held - 1), {
      timeout: LEASE_SECONDS * 1000,
      interval: 50,
    });
    expect(await metric('fleet_mqtt_clients')).toBe(clients - group.connections);
    // Its sessions are free for the holder of the lease: nobody takes them back.
    const holder = await connectAsync(broker.url, {
      clientId: slotClientId(group.clientId, n, 0),
      protocolVersion: 5,
      clean: false,
      properties: { sessionExpiryInterval: 300 },
      reconnectPeriod: 0,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(holder.connected).toBe(true);
    } finally {
      await holder.endAsync();
    }
  });

  it('takes a session back from a connection that holds no lease, and leaves it to the lease holder', async () => {
    const held = await metric('fleet_ingest_slots');
    const n = await slotOfTheApp();
    const takeOver = () =>
      connectAsync(broker.url, {
        clientId: slotClientId(group.clientId, n, 0),
        protocolVersion: 5,
        clean: false,
        properties: { sessionExpiryInterval: 300 },
        reconnectPeriod: 0,
      });
    // The lease is still the app's: it connects that session again and the intruder is out.
    const intruder = await takeOver();
    await closed(intruder);
    expect(await metric('fleet_ingest_slots')).toBe(held);

    // Once another copy holds the lease, the app leaves the session to it for good.
    await t.database.db
      .update(etaLease)
      .set({ holder: 'another-copy', expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(etaLease.name, slotLeaseName(group.shareGroup, n)));
    const holder = await takeOver();
    try {
      await vi.waitFor(async () => expect(await metric('fleet_ingest_slots')).toBe(held - 1), {
        timeout: LEASE_SECONDS * 1000,
        interval: 50,
      });
      const cutOff = Promise.race([
        closed(holder).then(() => 'cut off'),
        new Promise((resolve) => setTimeout(() => resolve('still connected'), 2500)),
      ]);
      expect(await cutOff).toBe('still connected');
    } finally {
      await holder.endAsync();
    }
  });
});
