import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VehicleLiveState, VehicleLiveStateList } from '@shuttle-ops/domain';
import { buildApp } from '../../app.ts';
import { busLocations, telemetry, telemetrySnapshots, vehicleAlerts } from './schema.ts';
import { missionEvents } from '../missions/schema.ts';
import { clientFor } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import {
  alertOf,
  closed,
  connectedVehicle,
  connectVehicle,
  createMqttVehicle,
  listenForVehicles,
  metricValue,
  publish,
  telemetryOf,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import { latestRefusals } from './refusal-log.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, darwin, campus } = testAppWith({ darwin: 'operator', campus: 'campus-operator' });
let url: string;
let shuttle: TestVehicle;
let link: MqttClient;

beforeAll(async () => {
  url = await listenForVehicles(t.app);
  ({ vehicle: shuttle, link: link } = await connectedVehicle(t.database.db, url));
});
afterAll(async () => {
  await link.endAsync();
});

const metrics = async () => (await t.app.inject({ url: '/metrics' })).body;

/** Events of one customer on the bus, and a way to wait for a matching one. */
async function watch(customerId: string) {
  const events: BusEvent[] = [];
  const waiters: { match: (e: BusEvent) => boolean; resolve: (e: BusEvent) => void }[] = [];
  const stop = await t.app.bus.subscribe(customerId, (event) => {
    events.push(event);
    for (const w of waiters.filter((w) => w.match(event))) w.resolve(event);
  });
  return {
    events,
    stop,
    next: (match: (e: BusEvent) => boolean) =>
      new Promise<BusEvent>((resolve) => {
        const found = events.find(match);
        if (found) resolve(found);
        else waiters.push({ match, resolve });
      }),
  };
}

describe('telemetry over MQTT', () => {
  it('is stored once acknowledged: measure rows, snapshot, bus location; then state and events', async () => {
    const watcher = await watch(shuttle.customerId);
    const payload = telemetryOf(shuttle, 1, { SPEED: 12.5, DOOR_STATUS: 'CLOSED' });
    await publish(link, topicOf(shuttle, 'telemetry'), payload);

    // The PUBACK came after the write: the rows are there without waiting.
    const { db } = t.database;
    const rows = await db.select().from(telemetry).where(eq(telemetry.vehicleId, shuttle.id));
    expect(rows).toHaveLength(payload.measure_values_list.length);
    const speed = rows.find((r) => r.measureName === 'SPEED')!;
    expect(speed).toMatchObject({
      customerId: shuttle.customerId,
      valueNum: 12.5,
      valueText: null,
      seq: 1,
    });
    expect(speed.dtIot.toISOString()).toBe(payload.dt_canbus);
    expect(rows.find((r) => r.measureName === 'DOOR_STATUS')).toMatchObject({
      valueNum: null,
      valueText: 'CLOSED',
    });
    const [location] = await db
      .select()
      .from(busLocations)
      .where(eq(busLocations.vehicleId, shuttle.id));
    expect(location).toMatchObject({ name: shuttle.name, lat: 51.57501, lon: -1.311, seq: 1 });
    expect(
      await db
        .select()
        .from(telemetrySnapshots)
        .where(eq(telemetrySnapshots.vehicleId, shuttle.id)),
    ).toHaveLength(1);

    const res = await darwin.get(`/dev/v1/vehicles/${shuttle.id}/state`);
    expect(res.statusCode).toBe(200);
    expect(res.json<VehicleLiveState>()).toMatchObject({
      Vehicle_ID: shuttle.id,
      Customer_ID: shuttle.customerId,
      name: shuttle.name,
      dt_canbus: payload.dt_canbus,
      speed: 12.5,
      doors: 'CLOSED',
      lat: 51.57501,
      modes: { VEHICLE_MODE: 'AUTONOMOUS' },
    });

    const event = await watcher.next((e) => e.type === 'busLocation');
    expect(event.payload).toEqual({
      Customer_ID: shuttle.customerId,
      cav_id: shuttle.id,
      lat: 51.57501,
      lon: -1.311,
      name: shuttle.name,
      dt_iot: payload.dt_canbus,
    });
    // The ingest's events (the alarm rules may add alarms of their own, e.g. a low battery).
    const types = watcher.events
      .filter((e) => e.vehicleId === shuttle.id && e.type !== 'alarm')
      .map((e) => e.type);
    expect(types).toEqual(['telemetry', 'busLocation', 'dataPoints']);
    watcher.stop();
  });

  it('stores a redelivered message once and counts the duplicate', async () => {
    const before = metricValue(await metrics(), 'fleet_messages_duplicate_total', {
      kind: 'telemetry',
    });
    const payload = telemetryOf(shuttle, 2);
    await publish(link, topicOf(shuttle, 'telemetry'), payload);
    await publish(link, topicOf(shuttle, 'telemetry'), payload);
    await Promise.all([
      publish(link, topicOf(shuttle, 'telemetry'), payload),
      publish(link, topicOf(shuttle, 'telemetry'), payload),
    ]);
    const rows = await t.database.db
      .select()
      .from(telemetry)
      .where(and(eq(telemetry.vehicleId, shuttle.id), eq(telemetry.seq, 2)));
    expect(rows).toHaveLength(payload.measure_values_list.length);
    const after = metricValue(await metrics(), 'fleet_messages_duplicate_total', {
      kind: 'telemetry',
    });
    expect(after - before).toBe(3);
  });

  it('keeps the newest state when an older snapshot arrives late', async () => {
    await publish(link, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 20, { SPEED: 9 }));
    await publish(link, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 19, { SPEED: 4 }));
    const state = (
      await darwin.get(`/dev/v1/vehicles/${shuttle.id}/state`)
    ).json<VehicleLiveState>();
    expect(state.speed).toBe(9);
  });

  it('stores alerts with their conditions and mission events, once each', async () => {
    const alert = alertOf(shuttle, 5);
    // A repeat is the same id from the same vehicle (msg_id decides nothing).
    await publish(link, topicOf(shuttle, 'alerts'), alert);
    await publish(link, topicOf(shuttle, 'alerts'), alert);
    const mission = {
      Customer_ID: shuttle.customerId,
      type: 'station',
      vehicle_id: shuttle.id,
      mission_id: randomUUID(),
      site_id: 'DAR-HWL',
      lifecycle: 'accepted',
      dt_aggr_send: '2026-03-02T09:31:00.123Z',
      data: { station_id: 'HWL-ST-02' },
    };
    await publish(link, topicOf(shuttle, 'missions'), mission);
    await publish(link, topicOf(shuttle, 'missions'), mission);

    const { db } = t.database;
    const alerts = await db
      .select()
      .from(vehicleAlerts)
      .where(eq(vehicleAlerts.vehicleId, shuttle.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      id: alert.id,
      msgId: 5,
      level: 'CRITICAL',
      alerts: alert.alerts,
    });
    const missions = await db
      .select()
      .from(missionEvents)
      .where(eq(missionEvents.vehicleId, shuttle.id));
    expect(missions).toHaveLength(1);
    expect(missions[0]).toMatchObject({ lifecycle: 'accepted', data: { station_id: 'HWL-ST-02' } });

    const state = (
      await darwin.get(`/dev/v1/vehicles/${shuttle.id}/state`)
    ).json<VehicleLiveState>();
    expect(state.latest_alert).toEqual({
      id: alert.id,
      level: 'CRITICAL',
      event_name: 'ALERT_RAISED',
      message: 'Emergency stop',
      time: alert.time,
      codes: ['SAF-001'],
    });
  });
});

describe('refused messages', () => {
  const refused = async (reason: string) =>
    metricValue(await metrics(), 'fleet_messages_rejected_total', { reason });

  it('counts malformed, invalid and foreign payloads, acknowledges and drops them, and goes on', async () => {
    const before = {
      json: await refused('JSON'),
      schema: await refused('SCHEMA'),
      owner: await refused('OWNER'),
      large: await refused('TOO_LARGE'),
    };
    const topic = topicOf(shuttle, 'telemetry');
    await publish(link, topic, '{"vehicle_id": ');
    await publish(link, topic, { ...telemetryOf(shuttle, 30), measure_values_list: [] });
    await publish(link, topic, { ...telemetryOf(shuttle, 31), customer_id: randomUUID() });
    const otherVehicle = randomUUID();
    await publish(link, topic, {
      ...telemetryOf(shuttle, 32, { vehicle_id: otherVehicle }),
      vehicle_id: otherVehicle,
    });
    // Within the packet limit but over the payload limit (32 kB).
    await publish(link, topic, Buffer.alloc(40_000, 0x20));
    expect(await refused('JSON')).toBe(before.json + 1);
    expect(await refused('SCHEMA')).toBe(before.schema + 1);
    expect(await refused('OWNER')).toBe(before.owner + 2);
    expect(await refused('TOO_LARGE')).toBe(before.large + 1);
    const stored = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(telemetrySnapshots)
      .where(
        and(
          eq(telemetrySnapshots.vehicleId, shuttle.id),
          sql`${telemetrySnapshots.seq} between 30 and 32`,
        ),
      );
    expect(stored[0]!.n).toBe(0);
    // The same connection still delivers good messages.
    await publish(link, topic, telemetryOf(shuttle, 33));
  });

  it('refuses a position out of range like any other refusal: nothing stored, the state keeps the last one', async () => {
    const vehicle = await createMqttVehicle(t.database.db, shuttle.customerId);
    const client = await connectVehicle(url, vehicle);
    const topic = topicOf(vehicle, 'telemetry');
    const { db } = t.database;
    const stored = async () => ({
      snapshots: (
        await db
          .select({ seq: telemetrySnapshots.seq })
          .from(telemetrySnapshots)
          .where(eq(telemetrySnapshots.vehicleId, vehicle.id))
      ).map((r) => Number(r.seq)),
      locations: (
        await db
          .select({ seq: busLocations.seq, lat: busLocations.lat, lon: busLocations.lon })
          .from(busLocations)
          .where(eq(busLocations.vehicleId, vehicle.id))
          .orderBy(busLocations.seq)
      ).map((r) => ({ ...r, seq: Number(r.seq) })),
    });
    const state = async () =>
      (await darwin.get(`/dev/v1/vehicles/${vehicle.id}/state`)).json<VehicleLiveState>();
    try {
      const before = await refused('SCHEMA');
      const first = telemetryOf(vehicle, 1);
      await publish(client, topic, first);
      // Numbers of the right type that no position has: the live state would drop them.
      await publish(client, topic, telemetryOf(vehicle, 2, { LATITUDE: 95 }));
      await publish(client, topic, telemetryOf(vehicle, 3, { LONGITUDE: -180.5 }));
      expect(await refused('SCHEMA')).toBe(before + 2);
      const lat1 = telemetryOf(vehicle, 1).measure_values_list.find(
        (m) => m.measure_name === 'LATITUDE',
      )!.measure_value;
      expect(await stored()).toEqual({
        snapshots: [1],
        locations: [{ seq: 1, lat: lat1, lon: -1.311 }],
      });
      expect(await state()).toMatchObject({ dt_canbus: first.dt_canbus, lat: lat1, lon: -1.311 });

      // The limits themselves are positions: stored, and shown.
      await publish(client, topic, telemetryOf(vehicle, 4, { LATITUDE: -90, LONGITUDE: 180 }));
      expect((await stored()).locations).toEqual([
        { seq: 1, lat: lat1, lon: -1.311 },
        { seq: 4, lat: -90, lon: 180 },
      ]);
      expect(await state()).toMatchObject({ lat: -90, lon: 180 });

      // Kept with the vehicle for its operators (the refusal log writes in batches).
      const kept = await vi.waitFor(
        async () => {
          const refusals = await latestRefusals(db, vehicle.id);
          expect(refusals.length).toBeGreaterThan(0);
          return refusals;
        },
        { timeout: 5000, interval: 100 },
      );
      expect(kept[0]).toMatchObject({ reason: 'SCHEMA', topic });
      expect(kept.map((r) => r.message).join('\n')).toMatch(
        /(LATITUDE 95 is outside -90 to 90|LONGITUDE -180.5 is outside -180 to 180)/,
      );
    } finally {
      await client.endAsync();
    }
  });

  it('cuts off a vehicle that sends a packet over 64 kB, and serves the others', async () => {
    const before = await refused('TOO_LARGE');
    const other = await createMqttVehicle(t.database.db, shuttle.customerId);
    const big = await connectVehicle(url, other);
    big.publish(topicOf(other, 'telemetry'), Buffer.alloc(70_000, 0x20), { qos: 1 });
    await closed(big);
    big.end(true);
    expect(await refused('TOO_LARGE')).toBe(before + 1);
    await publish(link, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 34));
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it("cuts off a vehicle that publishes on another vehicle's topic", async () => {
    const before = await refused('FORBIDDEN_TOPIC');
    const intruder = await createMqttVehicle(t.database.db, shuttle.customerId);
    const client = await connectVehicle(url, intruder);
    client.publish(topicOf(shuttle, 'telemetry'), JSON.stringify(telemetryOf(shuttle, 40)), {
      qos: 1,
    });
    await closed(client);
    client.end(true);
    expect(await refused('FORBIDDEN_TOPIC')).toBe(before + 1);
    const rows = await t.database.db
      .select()
      .from(telemetrySnapshots)
      .where(and(eq(telemetrySnapshots.vehicleId, shuttle.id), eq(telemetrySnapshots.seq, 40)));
    expect(rows).toHaveLength(0);
  });

  it('speaks MQTT 3.1.1 only: an MQTT 5 connection is refused (docs/api/vehicles.md)', async () => {
    const vehicle = await createMqttVehicle(t.database.db, shuttle.customerId);
    await expect(connectVehicle(url, vehicle, { protocolVersion: 5 })).rejects.toThrow(
      /Unacceptable protocol version/,
    );
  });
});

describe('tenancy of live data', () => {
  it("never gives one customer's bus subscriber another customer's events", async () => {
    const campusVehicle = await createMqttVehicle(
      t.database.db,
      await customerIdOf(t.database.db, 'Campus Mobility'),
    );
    const campusLink = await connectVehicle(url, campusVehicle);
    const ofDarwin = await watch(shuttle.customerId);
    const ofCampus = await watch(campusVehicle.customerId);
    try {
      for (let seq = 100; seq < 105; seq++) {
        await Promise.all([
          publish(link, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, seq)),
          publish(campusLink, topicOf(campusVehicle, 'telemetry'), telemetryOf(campusVehicle, seq)),
          publish(campusLink, topicOf(campusVehicle, 'alerts'), alertOf(campusVehicle, seq)),
        ]);
      }
      await ofDarwin.next(
        (e) =>
          e.type === 'dataPoints' && e.payload[0]?.dt_iot === telemetryOf(shuttle, 104).dt_canbus,
      );
      await ofCampus.next((e) => e.type === 'alert' && e.payload.msg_id === 104);
      expect(ofDarwin.events.length).toBeGreaterThanOrEqual(15);
      expect(ofDarwin.events.every((e) => e.customerId === shuttle.customerId)).toBe(true);
      expect(JSON.stringify(ofDarwin.events)).not.toContain(campusVehicle.id);
      expect(ofCampus.events.every((e) => e.customerId === campusVehicle.customerId)).toBe(true);
      expect(JSON.stringify(ofCampus.events)).not.toContain(shuttle.id);
    } finally {
      ofDarwin.stop();
      ofCampus.stop();
      await campusLink.endAsync();
    }

    // The state read is scoped the same way.
    const ofCampusState = (await campus.get('/dev/v1/vehicles/state')).json<VehicleLiveStateList>();
    expect(ofCampusState.Items.map((s) => s.Vehicle_ID)).toContain(campusVehicle.id);
    expect(ofCampusState.Items.map((s) => s.Vehicle_ID)).not.toContain(shuttle.id);
    expect((await campus.get(`/dev/v1/vehicles/${shuttle.id}/state`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/v1/vehicles/state' })).statusCode).toBe(401);
    const named = `/dev/v1/vehicles/state?Customer_ID=${campusVehicle.customerId}`;
    expect((await darwin.get(named)).statusCode).toBe(403);
    const admin = await clientFor(t.app, 'admin');
    const asAdmin = (await admin.get(named)).json<VehicleLiveStateList>();
    expect(asAdmin.Items.map((s) => s.Vehicle_ID)).toEqual([campusVehicle.id]);
  });
});

describe('the latest state at start', () => {
  it('is rebuilt from the database', async () => {
    const before = (
      await darwin.get(`/dev/v1/vehicles/${shuttle.id}/state`)
    ).json<VehicleLiveState>();
    const again = await buildApp(t.env, { database: t.database, logger: false });
    try {
      const admin = await clientFor(again, 'operator');
      const after = (
        await admin.get(`/dev/v1/vehicles/${shuttle.id}/state`)
      ).json<VehicleLiveState>();
      expect(after).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
