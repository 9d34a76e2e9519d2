import type { Client } from 'graphql-ws';
import { eq } from 'drizzle-orm';
import {
  HARWELL_CAMPUS_LOOP,
  type Mission,
  type MissionDraft,
  type MissionList,
  type VehicleLiveState,
} from '@shuttle-ops/domain';
import type { Fleet } from '@shuttle-ops/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionEvents } from './schema.ts';
import { clientFor } from '../../test/auth-client.ts';
import { auditEntries, customerIdOf } from '../../test/factories.ts';
import {
  disposeAll,
  eventually,
  graphqlWsUrl,
  subscribe,
  wsClient,
} from '../../test/graphql-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { simulateShuttle } from '../../test/simulated-shuttle.ts';
import { createMqttVehicle, type TestVehicle } from '../../test/vehicles.ts';

/**
 * Missions over real MQTT with the real simulator: the server sends `mission/start`, the shuttle
 * drives to the station and reports its lifecycle, which reaches `onMissionApi` subscribers.
 */

const SITE = 'DAR-HWL';
const api = '/dev/v1/missionapi';
/** Simulated seconds per real second: a trip of a few hundred metres takes seconds. */
const TIME_SCALE = 20;

let t: TestApp;
let fleet: Fleet;
let shuttle: TestVehicle;
let remote: Awaited<ReturnType<typeof clientFor>>;
let wsUrl: string;
const sockets: Client[] = [];

interface MissionFrame {
  mission_id: string;
  vehicle_id: string;
  lifecycle: string;
  site_id: string;
  data: { station_id: string | null; remaining_m: number | null; eta: string | null };
}

beforeAll(async () => {
  // With REDIS_URL (npm test's scale-out pass) events and acks travel through Redis.
  t = await createTestApp(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  shuttle = await createMqttVehicle(t.database.db, await customerIdOf(t.database.db, 'Darwin'));
  fleet = simulateShuttle(t, shuttle, { timeScale: TIME_SCALE, tickMs: 50 });
  remote = await clientFor(t.app, 'remote-operator');
  wsUrl = await graphqlWsUrl(t.app);
  // The server knows where the shuttle is once its first snapshot is stored.
  for (let tries = 0; ; tries++) {
    const res = await remote.get(`/dev/v1/vehicles/${shuttle.id}/state`);
    if (res.statusCode === 200 && res.json<VehicleLiveState>().lat !== null) break;
    if (tries > 300) throw new Error('the simulated shuttle sent no position');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await disposeAll(sockets);
  await fleet.stop();
  await t.close();
});

async function missionFeed() {
  const client = wsClient(wsUrl, {
    'x-api-key': t.env.PUBLIC_API_KEY,
    'x-token': remote.tokens.AccessToken,
  });
  sockets.push(client);
  const before = t.app.graphqlSubscriptions.stats().subscribers;
  const feed = subscribe(
    client,
    /* GraphQL */ `
      subscription ($vehicle_id: ID) {
        onMissionApi(vehicle_id: $vehicle_id) {
          mission_id
          vehicle_id
          lifecycle
          site_id
          data {
            station_id
            remaining_m
            eta
          }
        }
      }
    `,
    { vehicle_id: shuttle.id },
  );
  await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === before + 1);
  const lifecyclesOf = (missionId: string) =>
    feed.frames
      .map((f) => f.data?.onMissionApi as MissionFrame)
      .filter((f) => f.mission_id === missionId)
      .map((f) => f.lifecycle);
  return {
    frames: () => feed.frames.map((f) => f.data?.onMissionApi as MissionFrame),
    lifecyclesOf,
    until: (missionId: string, lifecycle: string, timeoutMs = 60_000) =>
      eventually(() => lifecyclesOf(missionId).includes(lifecycle), timeoutMs),
  };
}

const request = (stationId: string) =>
  remote.post(`${api}/request/station/${SITE}`, { vehicle_id: shuttle.id, station_id: stationId });

describe('missions with the simulated shuttle', () => {
  it('previews a trip from the shuttle’s position without sending anything', async () => {
    const res = await remote.post(`${api}/draft/station/${SITE}`, {
      vehicle_id: shuttle.id,
      station_id: 'HWL-ST-03',
    });
    expect(res.statusCode).toBe(200);
    const draft = res.json<MissionDraft>();
    expect(draft.from).not.toBeNull();
    expect(draft.distance_m).toBeGreaterThan(100);
    expect(draft.estimated_duration_s).toBeGreaterThan(0);
    expect(draft).toMatchObject({ would_be: 'active', missions_ahead: 0, site_id: SITE });
    expect(fleet.snapshot()[0]!.mission).toBeNull();
  });

  it('executes a requested mission; its lifecycle reaches an onMissionApi subscriber', async () => {
    const feed = await missionFeed();
    const res = await request('HWL-ST-02');
    expect(res.statusCode).toBe(201);
    const mission = res.json<Mission>();
    expect(mission).toMatchObject({
      vehicle_id: shuttle.id,
      station_id: 'HWL-ST-02',
      station_name: 'Innovation Centre',
      status: 'active',
      site_id: SITE,
      requested_by: 'remote-operator',
    });

    await feed.until(mission.mission_id, 'arrived');
    const lifecycles = feed.lifecyclesOf(mission.mission_id);
    expect(lifecycles.slice(0, 3)).toEqual(['requested', 'accepted', 'in_progress']);
    expect(lifecycles.at(-1)).toBe('arrived');
    const progress = feed
      .frames()
      .find((f) => f.mission_id === mission.mission_id && f.lifecycle === 'in_progress')!;
    expect(progress.data.remaining_m).toBeGreaterThan(0);
    expect(Date.parse(progress.data.eta!)).toBeGreaterThan(Date.parse(mission.create_dt));
    expect(progress.site_id).toBe(SITE);

    await eventually(() => fleet.snapshot()[0]!.mission === null);
    // The record follows the event a moment after subscribers hear it (both come off the bus).
    const stored = async () =>
      (await remote.get(`${api}/stack/${SITE}?mission_id=${mission.mission_id}`)).json<Mission>();
    await eventually(async () => (await stored()).status === 'ended', 10_000);
    expect(await stored()).toMatchObject({ status: 'ended', lifecycle: 'arrived' });
    const listed = await remote.get(
      `${api}/missions/${SITE}?vehicle_id=${shuttle.id}&lifecycle=arrived`,
    );
    expect(listed.json<MissionList>().Items.map((m) => m.mission_id)).toContain(mission.mission_id);
    const events = await t.database.db
      .select({ lifecycle: missionEvents.lifecycle })
      .from(missionEvents)
      .where(eq(missionEvents.missionId, mission.mission_id));
    expect(new Set(events.map((r) => r.lifecycle))).toEqual(
      new Set(['requested', 'accepted', 'in_progress', 'arrived']),
    );
    const audit = await auditEntries(t.database.db, 'mission.request');
    expect(audit.at(-1)).toMatchObject({ username: 'remote-operator', outcome: 'success' });
    expect(audit.at(-1)!.details).toMatchObject({ mission_id: mission.mission_id });
  });

  it('queues a second mission and cancels missions from the stack; the shuttle resumes', async () => {
    const feed = await missionFeed();
    const first = (await request('HWL-ST-03')).json<Mission>();
    expect(first.status).toBe('active');
    await feed.until(first.mission_id, 'in_progress');

    const queued = await request('HWL-ST-01');
    expect(queued.statusCode).toBe(201);
    const second = queued.json<Mission>();
    expect(second).toMatchObject({ status: 'queued', lifecycle: 'requested', queue_position: 1 });
    const stack = await remote.get(`${api}/stack/${SITE}?vehicle_id=${shuttle.id}`);
    expect(stack.json<MissionList>().Items.map((m) => [m.mission_id, m.status])).toEqual([
      [first.mission_id, 'active'],
      [second.mission_id, 'queued'],
    ]);
    const overview = await remote.get(`${api}/overview/${SITE}`);
    const mine = overview
      .json<{ Items: { vehicle_id: string; current: Mission | null; queued: number }[] }>()
      .Items.find((v) => v.vehicle_id === shuttle.id)!;
    expect(mine.current?.mission_id).toBe(first.mission_id);
    expect(mine.queued).toBe(1);

    // Cancelling the mission under way: the shuttle confirms, and the queued one is sent.
    const cancelled = await remote.delete(`${api}/stack/${SITE}?mission_id=${first.mission_id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Mission>()).toMatchObject({ status: 'ended', lifecycle: 'cancelled' });
    await feed.until(first.mission_id, 'cancelled');
    await feed.until(second.mission_id, 'accepted', 20_000);
    expect(fleet.snapshot()[0]!.mission?.mission_id).toBe(second.mission_id);

    const again = await remote.delete(`${api}/stack/${SITE}?mission_id=${second.mission_id}`);
    expect(again.json<Mission>().lifecycle).toBe('cancelled');
    await feed.until(second.mission_id, 'cancelled');
    expect(fleet.snapshot()[0]!.mission).toBeNull();
    // Back in service: it drives on and serves the next stop of its loop.
    await eventually(() => fleet.snapshot()[0]!.phase === 'DRIVING', 60_000);
    const next = fleet.snapshot()[0]!.stop;
    await eventually(() => fleet.snapshot()[0]!.phase === 'AT_STOP', 60_000);
    expect(fleet.snapshot()[0]).toMatchObject({ stop: next, mission: null });
    expect(HARWELL_CAMPUS_LOOP.stops.map((s) => s.name)).toContain(next);

    const ended = await remote.delete(`${api}/stack/${SITE}?mission_id=${first.mission_id}`);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ error: { code: 'MISSION_ENDED' } });
    const audit = await auditEntries(t.database.db, 'mission.cancel');
    expect(audit.map((a) => a.username)).toEqual(['remote-operator', 'remote-operator']);
  });

  it('has nothing on the stack once every mission has ended', async () => {
    const res = await remote.get(`${api}/stack/${SITE}`);
    expect(res.json<MissionList>()).toMatchObject({ Count: 0, Items: [] });
    const state = await remote.get(`/dev/v1/vehicles/${shuttle.id}/state`);
    expect(state.json<VehicleLiveState>().received_at).not.toBeNull();
  });
});
