import { and, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  HARWELL_CAMPUS_LOOP,
  pointAt,
  stopDistances,
  type Route,
  type Service,
} from '@shuttle-ops/domain';
import { etaLease } from '../../db/schema/platform.ts';
import { etaSegmentStats } from './schema.ts';
import { serviceStops } from '../services/schema.ts';
import { customerIdOf } from '../../test/factories.ts';
import { eventually, graphqlWsUrl, subscribe, wsClient } from '../../test/graphql-client.ts';
import {
  connectedVehicle,
  connectVehicle,
  createMqttVehicle,
  listenForVehicles,
  publish,
  telemetryOf,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import { campusLoop, markReported, SERVICES } from '../../test/services.ts';
import { EtaEngine } from './engine/eta-engine.ts';
import { etaRepository } from './eta.repository.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, operator } = testAppWith({ operator: 'operator' });
let loop: Route;
let shuttle: TestVehicle;
let link: MqttClient;
let wsUrl: string;
let seq = 0;

const path = buildPath(HARWELL_CAMPUS_LOOP.path.coordinates);
const stopsAt = stopDistances(path, HARWELL_CAMPUS_LOOP.stops);
/** Vehicle time: the drive ends before the server's now, as a live vehicle's would. */
const START = Date.now() - 10 * 60_000;
const SPEED_MPS = 6;
const DWELL_S = 10;

/** Publishes positions along the loop, a second apart, standing DWELL_S at every stop reached. */
async function drive(
  from: number,
  to: number,
  startSecond: number,
  vehicle = shuttle,
  client = link,
  speed = SPEED_MPS,
): Promise<number> {
  let second = startSecond;
  let d = from;
  // The last position is awaited on the bus too: the ETA tracker has it once the bus delivered it.
  let delivered = 0;
  const stopListening = await t.app.bus.subscribe('*', (event) => {
    if (event.type === 'busLocation' && event.vehicleId === vehicle.id) {
      delivered = Math.max(delivered, Date.parse(event.payload.dt_iot));
    }
  });
  const send = async () => {
    const p = pointAt(path, d);
    const at = new Date(START + second * 1000).toISOString();
    await publish(client, topicOf(vehicle, 'telemetry'), {
      ...telemetryOf(vehicle, ++seq, {
        LATITUDE: p.lat,
        LONGITUDE: p.lon,
        SPEED: speed,
        dt_canbus: at,
      }),
      dt_canbus: at,
    });
    second++;
  };
  while (d < to) {
    await send();
    const next = Math.min(to, d + speed);
    const stop = stopsAt.find((s) => s > d && s <= next);
    d = stop ?? next;
    if (stop !== undefined) for (let i = 0; i < DWELL_S; i++) await send();
  }
  await send();
  const last = START + (second - 1) * 1000;
  await eventually(() => delivered >= last, 10_000);
  stopListening();
  return second;
}

/** Writes the ETAs from every position delivered so far (a write under way may predate the last). */
async function writeLatest(): Promise<void> {
  await t.app.eta.writeEtas();
  await t.app.eta.writeEtas();
}

interface Frame {
  onETAUpdateService: Pick<Service, 'Service_ID'> & {
    stops: { No: number; eta: number | null; etaExpected: string; arrived_at: string | null }[];
  };
}

beforeAll(async () => {
  const url = await listenForVehicles(t.app);
  loop = await campusLoop(operator);
  ({ vehicle: shuttle, link: link } = await connectedVehicle(t.database.db, url));
  wsUrl = await graphqlWsUrl(t.app);
});
afterAll(async () => {
  await link.endAsync();
});

describe('live ETAs of a service', () => {
  let service: Service;

  it('follow a vehicle over MQTT to onETAUpdateService and record its arrivals', async () => {
    markReported(t, shuttle);
    const res = await operator.post(SERVICES, {
      Vehicle_ID: shuttle.id,
      Route_ID: loop.Route_ID,
    });
    expect(res.statusCode).toBe(201);
    service = res.json<Service>();
    const client = wsClient(wsUrl, {
      'x-api-key': t.env.PUBLIC_API_KEY,
      'x-token': operator.tokens.AccessToken,
    });
    const etas = subscribe(
      client,
      `subscription ($id: ID) { onETAUpdateService(Service_ID: $id) {
        Service_ID stops { No eta etaExpected arrived_at } } }`,
      { id: service.Service_ID },
    );
    await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 1);
    // From the Main Gate (stop 1) past Innovation Centre (stop 3), standing at each stop.
    const last = await drive(0, stopsAt[2]! + 40, 0);
    await t.app.eta.writeEtas();
    const frames = () => etas.frames.map((f) => (f.data as unknown as Frame).onETAUpdateService);
    await eventually(
      () => frames().some((f) => f.stops.find((s) => s.No === 3)?.arrived_at !== null),
      10_000,
    );
    await client.dispose();

    const all = frames();
    expect(all.every((f) => f.Service_ID === service.Service_ID)).toBe(true);
    // The prediction for stop 3 counted down as the vehicle came nearer.
    const stop3 = all
      .map((f) => f.stops.find((s) => s.No === 3)!)
      .filter((s) => s.arrived_at === null && s.eta !== null)
      .map((s) => Date.parse(s.etaExpected));
    expect(stop3.length).toBeGreaterThan(0);
    const lastFrame = all.at(-1)!;
    // Arrivals at stops 2 and 3 when the vehicle got there (within the stop's 10 m).
    for (const [no, index] of [
      [2, 1],
      [3, 2],
    ] as const) {
      const stop = lastFrame.stops.find((s) => s.No === no)!;
      const reachedAt =
        START + (Math.ceil(stopsAt[index]! / SPEED_MPS) + (no - 2) * DWELL_S) * 1000;
      expect(Math.abs(Date.parse(stop.arrived_at!) - reachedAt)).toBeLessThan(5_000);
    }
    // Every stop ahead has a prediction, in the order the vehicle will reach them.
    const ahead = lastFrame.stops.filter((s) => s.No >= 4);
    expect(ahead.every((s) => s.eta !== null)).toBe(true);
    const times = ahead.map((s) => Date.parse(s.etaExpected));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]!).toBeGreaterThan(START + last * 1000 - 1000);

    // The same is in the database.
    const rows = await t.database.db
      .select()
      .from(serviceStops)
      .where(eq(serviceStops.serviceId, service.Service_ID));
    const row = (no: number) => rows.find((r) => r.no === no)!;
    expect(row(2).arrivedAt?.toISOString()).toBe(lastFrame.stops[1]!.arrived_at);
    // On a loop a stop the vehicle has left is predicted again for the next lap.
    expect(row(3).arrivedAt).not.toBeNull();
    expect(row(3).etaExpected.getTime()).toBeGreaterThan(row(3).arrivedAt!.getTime() + 300_000);
    // (The last write may have come after the last frame taken here.)
    expect(row(5).etaSeconds).not.toBeNull();
    expect(
      Math.abs(row(5).etaExpected.getTime() - Date.parse(lastFrame.stops[4]!.etaExpected)),
    ).toBeLessThan(30_000);
  });

  it('stops writing once the service has ended, and keeps what it learned', async () => {
    const ended = await operator.put('/dev/v1/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'completed',
    });
    expect(ended.statusCode).toBe(200);
    const before = await t.database.db
      .select()
      .from(serviceStops)
      .where(eq(serviceStops.serviceId, service.Service_ID));
    await drive(stopsAt[2]! + 40, stopsAt[3]! + 20, 400);
    await t.app.eta.writeEtas();
    const after = await t.database.db
      .select()
      .from(serviceStops)
      .where(eq(serviceStops.serviceId, service.Service_ID));
    expect(after).toEqual(before);

    await t.app.eta.storeLearned();
    const stored = await t.database.db
      .select()
      .from(etaSegmentStats)
      .where(and(eq(etaSegmentStats.routeId, loop.Route_ID), eq(etaSegmentStats.slot, -1)));
    // The runs from stop 1 to past stop 3 and the dwells at stops 2 and 3 (at the least).
    expect(stored.length).toBeGreaterThan(10);

    // A fresh engine (a restarted server) takes them back for the same route.
    const engine = new EtaEngine();
    const cells = engine.setRoute(loop.Route_ID, {
      path: HARWELL_CAMPUS_LOOP.path.coordinates,
      stops: service.stops!.map((s) => ({ lat: s.lat, lon: s.lon })),
      closed: true,
    });
    const learned = await etaRepository(t.database.db).loadLearned(loop.Route_ID, cells.signature);
    expect(engine.restore(learned)).toBe(true);
    expect(engine.learned(loop.Route_ID)!.cells.filter((c) => c.slot === -1)).toHaveLength(
      stored.length,
    );
  });

  it('learns from a vehicle that drives a route without a service', async () => {
    const other = await createMqttVehicle(
      t.database.db,
      await customerIdOf(t.database.db, 'Darwin'),
    );
    const otherLink = await connectVehicle(`mqtt://127.0.0.1:${t.app.mqtt.port}`, other);
    const counts = async () =>
      (
        await t.database.db
          .select()
          .from(etaSegmentStats)
          .where(and(eq(etaSegmentStats.routeId, loop.Route_ID), eq(etaSegmentStats.slot, -1)))
      ).reduce((sum, row) => sum + row.count, 0);
    await t.app.eta.storeLearned();
    const before = await counts();
    const published: string[] = [];
    const stop = await t.app.bus.subscribe('*', (event) => {
      if (event.vehicleId === other.id) published.push(event.type);
    });
    // A minute on the loop tells the route; what follows is learned.
    await drive(0, stopsAt[4]!, 800, other, otherLink);
    await otherLink.endAsync();
    await t.app.eta.writeEtas();
    await t.app.eta.storeLearned();
    stop();
    expect(await counts()).toBeGreaterThan(before + 10);
    // It runs no service: its positions went on the bus, but no ETA.
    expect(published).toContain('busLocation');
    expect(published).not.toContain('service.eta');
  });

  it('moves the ETAs out within 30 s of a shuttle standing still between stops', async () => {
    const slow = await createMqttVehicle(
      t.database.db,
      await customerIdOf(t.database.db, 'Darwin'),
    );
    const slowLink = await connectVehicle(`mqtt://127.0.0.1:${t.app.mqtt.port}`, slow);
    markReported(t, slow);
    const res = await operator.post(SERVICES, { Vehicle_ID: slow.id, Route_ID: loop.Route_ID });
    expect(res.statusCode).toBe(201);
    const serviceId = res.json<Service>().Service_ID;
    const nextStop = async () =>
      (
        await t.database.db
          .select()
          .from(serviceStops)
          .where(and(eq(serviceStops.serviceId, serviceId), eq(serviceStops.no, 3)))
      )[0]!.etaExpected.getTime();
    const initial = await nextStop();
    // Vehicle time from now on (START is ten minutes back): past stop 2, driving.
    const base = Math.round((Date.now() - START) / 1000);
    const from = stopsAt[1]! + 20;
    const moving = await drive(from, from + 60, base, slow, slowLink);
    await eventually(async () => {
      await t.app.eta.writeEtas();
      return (await nextStop()) !== initial;
    }, 10_000);
    const before = await nextStop();
    // Then it stands still for 30 s, off the stop (a position a second, vehicle time).
    const here = pointAt(path, from + 60);
    for (let second = moving; second < moving + 30; second++) {
      const at = new Date(START + second * 1000).toISOString();
      await publish(slowLink, topicOf(slow, 'telemetry'), {
        ...telemetryOf(slow, ++seq, {
          LATITUDE: here.lat,
          LONGITUDE: here.lon,
          SPEED: 0,
          dt_canbus: at,
        }),
        dt_canbus: at,
      });
    }
    // Its next stop moves out by the 30 s stood and the hold so far, not by the clock alone.
    await eventually(async () => {
      await t.app.eta.writeEtas();
      return (await nextStop()) - before > 40_000;
    }, 10_000);
    // And it says so: delayed, on the wire as in the database.
    const [stop3] = await t.database.db
      .select()
      .from(serviceStops)
      .where(and(eq(serviceStops.serviceId, serviceId), eq(serviceStops.no, 3)));
    expect(stop3!.etaStatus).toBe('delayed');
    expect(stop3!.etaMarginS).toBeGreaterThan(30);
    const wire = await operator.get(`${SERVICES}?Vehicle_ID=${slow.id}`);
    const stops = JSON.stringify(wire.json());
    expect(stops).toContain('"etaStatus":"delayed"');
    await slowLink.endAsync();
  });

  it('moves the next stop out within 30 s of a shuttle slowing to half the learned pace', async () => {
    const slow = await createMqttVehicle(
      t.database.db,
      await customerIdOf(t.database.db, 'Darwin'),
    );
    const slowLink = await connectVehicle(`mqtt://127.0.0.1:${t.app.mqtt.port}`, slow);
    markReported(t, slow);
    const res = await operator.post(SERVICES, { Vehicle_ID: slow.id, Route_ID: loop.Route_ID });
    expect(res.statusCode).toBe(201);
    const serviceId = res.json<Service>().Service_ID;
    const stop5 = async () =>
      (
        await t.database.db
          .select()
          .from(serviceStops)
          .where(and(eq(serviceStops.serviceId, serviceId), eq(serviceStops.no, 5)))
      )[0]!.etaExpected.getTime();
    // At the pace the route learned (the drives above), from past stop 3 through stop 4. Vehicle
    // time, a position a second, sent as fast as the broker takes them: no real waiting.
    const base = Math.round((Date.now() - START) / 1000);
    const from = stopsAt[2]! + 20;
    const slowsAt = stopsAt[3]! + 30;
    const slowedAt = await drive(from, slowsAt, base, slow, slowLink);
    await writeLatest();
    const before = await stop5();
    expect(before).toBeGreaterThan(START + slowedAt * 1000);
    // Then 30 s at half the pace: 90 m instead of 180 m, 15 s behind where it would have been.
    const half = SPEED_MPS / 2;
    const end = await drive(slowsAt, slowsAt + 30 * half, slowedAt, slow, slowLink, half);
    expect(end - slowedAt).toBeLessThanOrEqual(31);
    // Keeping its learned pace from where it is now would move stop 5 out by the 15 s it is
    // behind; following its own slower pace moves it out by more (at half pace to the end, 55 s).
    await eventually(async () => {
      await t.app.eta.writeEtas();
      return (await stop5()) - before > 25_000;
    }, 10_000);
    // Not past where half the pace all the way would bring it, and a margin.
    const atHalfPace = (stopsAt[4]! - slowsAt - 30 * half) / half;
    expect(await stop5()).toBeLessThan(START + (end + atHalfPace) * 1000 + 30_000);
    await slowLink.endAsync();
  });

  it('lets one server process write at a time, through a lease', async () => {
    const repo = etaRepository(t.database.db);
    // This app's tracker holds it.
    expect(await repo.takeLease('another-process', 60_000)).toBe(false);
    // eta_lease is a lease by name: other modules (the alarm rules) hold rows of their own.
    const mine = eq(etaLease.name, 'eta-writer');
    await t.database.db
      .update(etaLease)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    expect(await repo.takeLease('another-process', 60_000)).toBe(true);
    expect(await repo.takeLease('another-process', 60_000)).toBe(true);
    await repo.releaseLease('another-process');
    expect(await t.database.db.select().from(etaLease).where(mine)).toEqual([]);
  });
});
