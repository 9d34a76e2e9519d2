import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  DEFAULT_ALARM_SETTINGS,
  HARWELL_CAMPUS_LOOP,
  loopHeadways,
  pointAt,
  stopDistances,
  type AlarmRule,
  type AlarmSettings,
  type Route,
  type Service,
  type ServiceContextList,
} from '@shuttle-ops/domain';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { eventually } from '../../test/graphql-client.ts';
import { campusLoop, markReported, SERVICES } from '../../test/services.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { RecordingSink } from '../../test/recording-sink.ts';
import {
  connectedVehicle,
  listenForVehicles,
  publish,
  telemetryOf,
  topicOf,
  type TestVehicle,
} from '../../test/vehicles.ts';
import { alarmRulesTestApp } from './alarm-rules-test-app.ts';

const SETTINGS = '/dev/v1/realtimealerts/settings';
const CONTEXT = `${SERVICES}/context`;

let t: TestApp;
let sink: RecordingSink;
let admin: TestClient;
let operator: TestClient;
let loop: Route;
let url: string;
let seq = 0;
/** How far the alarm rules' clock runs ahead of the real one, ms. */
let clockAhead = 0;

const path = buildPath(HARWELL_CAMPUS_LOOP.path.coordinates);
const stopsAt = stopDistances(path, HARWELL_CAMPUS_LOOP.stops);
/**
 * Vehicle time, shared by the shuttles: it runs ahead of the server's clock (positions are sent
 * as fast as the broker takes them), so the ETAs count from the shuttles' latest positions.
 */
const START = Date.now();
const SPEED_MPS = 6;
const DWELL_S = 10;
/** A position every STEP_S seconds of vehicle time (fewer messages, the same drive). */
const STEP_S = 5;

interface Shuttle {
  vehicle: TestVehicle;
  link: MqttClient;
  service: Service;
  /** Its vehicle clock, seconds from START. */
  second: number;
  /** Where it is, metres along the loop. */
  at: number;
}

/** One position of the shuttle at its clock, then its clock moves on a step. */
async function report(shuttle: Shuttle, speed: number): Promise<void> {
  const p = pointAt(path, shuttle.at);
  const at = new Date(START + shuttle.second * 1000).toISOString();
  await publish(shuttle.link, topicOf(shuttle.vehicle, 'telemetry'), {
    ...telemetryOf(shuttle.vehicle, ++seq, {
      LATITUDE: p.lat,
      LONGITUDE: p.lon,
      SPEED: speed,
      DOOR_STATUS: 'CLOSED',
      BATTERY_STATUS_LEVEL: 80,
      dt_canbus: at,
    }),
    dt_canbus: at,
  });
  shuttle.second += STEP_S;
}

/** Waits until the bus delivered the shuttle's last position (the ETA tracker has it then). */
async function delivered(shuttle: Shuttle, run: () => Promise<void>): Promise<void> {
  let latest = 0;
  const stop = await t.app.bus.subscribe('*', (event) => {
    if (event.type === 'busLocation' && event.vehicleId === shuttle.vehicle.id) {
      latest = Math.max(latest, Date.parse(event.payload.dt_iot));
    }
  });
  await run();
  const last = START + (shuttle.second - STEP_S) * 1000;
  await eventually(() => latest >= last, 10_000);
  stop();
}

/** Drives the shuttle to `to` metres, standing DWELL_S at each stop it reaches. */
function drive(shuttle: Shuttle, to: number): Promise<void> {
  return delivered(shuttle, async () => {
    while (shuttle.at < to) {
      await report(shuttle, SPEED_MPS);
      const next = Math.min(to, shuttle.at + SPEED_MPS * STEP_S);
      const stop = stopsAt.find((s) => s > shuttle.at && s <= next);
      shuttle.at = stop ?? next;
      if (stop !== undefined) for (let i = 0; i < DWELL_S; i += STEP_S) await report(shuttle, 0);
    }
    await report(shuttle, SPEED_MPS);
  });
}

/** Holds the shuttle where it is (at a stop, doors closed) until its clock reaches `until`. */
function hold(shuttle: Shuttle, until: number): Promise<void> {
  return delivered(shuttle, async () => {
    while (shuttle.second < until) await report(shuttle, 0);
    await report(shuttle, 0);
  });
}

async function startShuttle(): Promise<Shuttle> {
  const { vehicle, link } = await connectedVehicle(t.database.db, url);
  markReported(t, vehicle);
  const res = await operator.post(SERVICES, { Vehicle_ID: vehicle.id, Route_ID: loop.Route_ID });
  expect(res.statusCode).toBe(201);
  return { vehicle, link, service: res.json<Service>(), second: 0, at: 0 };
}

async function endShuttle(shuttle: Shuttle): Promise<void> {
  const res = await operator.put('/dev/v1/service', {
    Service_ID: shuttle.service.Service_ID,
    serviceStatus: 'completed',
  });
  expect(res.statusCode).toBe(200);
  await shuttle.link.endAsync();
}

/** The ETAs from every position delivered so far, then the shuttle's gap on the dashboard. */
async function gapOf(shuttle: Shuttle) {
  await t.app.eta.writeEtas();
  await t.app.eta.writeEtas();
  const body = (await operator.get(CONTEXT)).json<ServiceContextList>();
  const [ring] = loopHeadways(body.Items.filter((c) => c.Route_ID === loop.Route_ID));
  return ring?.shuttles.find((s) => s.Vehicle_ID === shuttle.vehicle.id);
}

/** Runs the headway rules now (twice: a run under way may have read the loops before). */
async function judge(): Promise<void> {
  await t.app.alarmRules.headway.check();
  await t.app.alarmRules.headway.check();
}

/** Moves the rules' clock on by some seconds. */
const wait = (seconds: number) => {
  clockAhead += seconds * 1000;
};

const changes = (shuttle: Shuttle, rule: AlarmRule) =>
  sink.of(shuttle.vehicle.id, rule).map((c) => c.active);

/** Only the headway rules, with N = 10 s. */
const SETTINGS_UNDER_TEST: AlarmSettings = {
  ...DEFAULT_ALARM_SETTINGS,
  enabled: {
    VEHICLE_SILENT: false,
    LOW_BATTERY: false,
    STOPPED_OFF_STOP: false,
    DOOR_OPEN_MOVING: false,
    BUNCHING: true,
    HEADWAY_GAP: true,
  },
  bunchingAfterS: 10,
  gapAfterS: 10,
};

beforeAll(async () => {
  // The rules run when told to (and on a long tick), on a clock the test moves on.
  ({ t, sink } = await alarmRulesTestApp({
    now: () => Date.now() + clockAhead,
    headwayTickMs: 3_600_000,
  }));
  url = await listenForVehicles(t.app);
  admin = await clientFor(t.app, 'admin');
  operator = await clientFor(t.app, 'operator');
  loop = await campusLoop(operator);
  const res = await admin.put(SETTINGS, SETTINGS_UNDER_TEST);
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('headway rules over MQTT, two shuttles on the Campus Loop', () => {
  it(
    'raise BUNCHING when the shuttle ahead is held at a stop and the other catches up, and end it once they spread again',
    { timeout: 120_000 },
    async () => {
      const ahead = await startShuttle();
      const behind = await startShuttle();
      // The first sets off; the second a few minutes later, while the first waits at stop 3.
      await drive(ahead, stopsAt[2]!);
      behind.second = 400;
      await hold(ahead, behind.second);
      await drive(behind, 30);
      await hold(ahead, behind.second);
      expect(await gapOf(behind)).toMatchObject({ aheadName: ahead.vehicle.name, status: 'even' });
      await judge();

      // The first is held at stop 3 until the second is close behind, then both go on.
      await drive(behind, stopsAt[2]! - 100);
      await hold(ahead, behind.second);
      await drive(ahead, stopsAt[2]! + 180);
      await drive(behind, stopsAt[2]! + 30);
      const bunched = await gapOf(behind);
      expect(bunched).toMatchObject({ aheadName: ahead.vehicle.name, status: 'bunched' });
      expect(bunched!.share!).toBeLessThan(0.5);
      await judge();
      // Not before it has lasted bunchingAfterS.
      wait(5);
      await judge();
      expect(changes(behind, 'BUNCHING')).not.toContain(true);
      wait(6);
      await judge();
      expect(changes(behind, 'BUNCHING').at(-1)).toBe(true);
      const raised = sink.of(behind.vehicle.id, 'BUNCHING').at(-1)!;
      expect(raised).toMatchObject({
        customerId: behind.vehicle.customerId,
        source: 'RULE',
        code: 'RULE-BUNCHING',
        level: 'WARNING',
      });
      expect(raised.location).not.toBeNull();
      expect(changes(ahead, 'BUNCHING')).not.toContain(true);

      // The second is held while the first runs on: the gap opens again and the alarm ends.
      await hold(behind, behind.second + 250);
      await drive(ahead, stopsAt[5]!);
      await hold(behind, ahead.second);
      expect(await gapOf(behind)).toMatchObject({ status: 'even' });
      await judge();
      expect(changes(behind, 'BUNCHING').at(-1)).toBe(false);
      expect(changes(behind, 'HEADWAY_GAP')).not.toContain(true);
      await endShuttle(ahead);
      await endShuttle(behind);
    },
  );

  it(
    'raise HEADWAY_GAP when the shuttle behind is held at a stop too long, and end it when the gap is within the share again',
    { timeout: 120_000 },
    async () => {
      const ahead = await startShuttle();
      const behind = await startShuttle();
      await drive(ahead, stopsAt[2]!);
      behind.second = 400;
      await hold(ahead, behind.second);
      await drive(behind, 30);
      await hold(ahead, behind.second);
      await judge();
      // The second is held at stop 2 while the first runs on round the loop.
      await drive(behind, stopsAt[1]!);
      await drive(ahead, stopsAt[6]!);
      await hold(behind, 850);
      await hold(ahead, behind.second);
      const gap = await gapOf(behind);
      expect(gap).toMatchObject({ aheadName: ahead.vehicle.name, status: 'gap' });
      expect(gap!.share!).toBeGreaterThan(1.5);
      await judge();
      wait(11);
      await judge();
      expect(changes(behind, 'HEADWAY_GAP').at(-1)).toBe(true);
      expect(sink.of(behind.vehicle.id, 'HEADWAY_GAP').at(-1)).toMatchObject({
        code: 'RULE-GAP',
        level: 'WARNING',
      });
      expect(changes(behind, 'BUNCHING')).not.toContain(true);

      // A wider share in the settings: the gap is within it, so the alarm ends.
      const wider = await admin.put(SETTINGS, { ...SETTINGS_UNDER_TEST, gapAbovePercent: 400 });
      expect(wider.statusCode).toBe(200);
      await judge();
      expect(changes(behind, 'HEADWAY_GAP').at(-1)).toBe(false);
      await endShuttle(ahead);
      await endShuttle(behind);
    },
  );

  it('ends what a shuttle raised when its service ends', { timeout: 120_000 }, async () => {
    await admin.put(SETTINGS, SETTINGS_UNDER_TEST);
    const ahead = await startShuttle();
    const behind = await startShuttle();
    await drive(ahead, stopsAt[1]! + 60);
    behind.second = ahead.second;
    await drive(behind, 30);
    await hold(ahead, behind.second);
    expect(await gapOf(behind)).toMatchObject({ status: 'bunched' });
    await judge();
    wait(11);
    await judge();
    expect(changes(behind, 'BUNCHING').at(-1)).toBe(true);
    await endShuttle(behind);
    await judge();
    expect(changes(behind, 'BUNCHING').at(-1)).toBe(false);
    await endShuttle(ahead);
  });
});
