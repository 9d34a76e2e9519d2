import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALARM_RULE_INFO,
  DEFAULT_ALARM_SETTINGS,
  type AlarmCondition,
  type AlarmRule,
  type AlarmSettings,
  type MeasureName,
  type Route,
  type Service,
} from '@shuttle-ops/domain';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import { eventually } from '../../test/graphql-client.ts';
import { RecordingSink } from '../../test/recording-sink.ts';
import { campusLoop, markReported, SERVICES } from '../../test/services.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  connectVehicle,
  createMqttVehicle,
  publish,
  telemetryOf,
  topicOf,
  type TestVehicle,
} from '../../test/vehicles.ts';
import { alarmRulesTestApp } from './alarm-rules-test-app.ts';
import { alarmRulesRepository } from './alarm-rules.repository.ts';
import { activeServicesLoader, startRulesWatcher } from './rules-watcher.ts';
import { settingsCache } from './settings-cache.ts';

const SETTINGS = '/dev/v1/realtimealerts/settings';
const SILENT_S = 5;

let t: TestApp;
let sink: RecordingSink;
let admin: TestClient;
let operator: TestClient;
let loop: Route;
let shuttle: TestVehicle;
let campusShuttle: TestVehicle;
let link: MqttClient;
let campusLink: MqttClient;
let seq = 0;
/** How far the alarm rules' clock runs ahead of the real one, ms. */
let clockAhead = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A snapshot of a healthy shuttle driving (far from any stop of the loop), with overrides. */
function send(
  vehicle = shuttle,
  overrides: Partial<Record<MeasureName, number | string>> = {},
  client = vehicle === shuttle ? link : campusLink,
) {
  return publish(
    client,
    topicOf(vehicle, 'telemetry'),
    telemetryOf(vehicle, ++seq, {
      SPEED: 12,
      DOOR_STATUS: 'CLOSED',
      BATTERY_STATUS_LEVEL: 80,
      ...overrides,
    }),
  );
}

/** The starts (true) and ends (false) a rule reported for a vehicle. */
const changes = (vehicle: TestVehicle, rule: AlarmRule) =>
  sink.of(vehicle.id, rule).map((c) => c.active);
const last = (vehicle: TestVehicle, rule: AlarmRule): AlarmCondition | undefined =>
  sink.of(vehicle.id, rule).at(-1);

async function putSettings(settings: AlarmSettings): Promise<void> {
  const res = await admin.put(SETTINGS, settings);
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  ({ t, sink } = await alarmRulesTestApp({ now: () => Date.now() + clockAhead }));
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  const url = `mqtt://127.0.0.1:${t.app.mqtt.port}`;
  admin = await clientFor(t.app, 'admin');
  operator = await clientFor(t.app, 'operator');
  loop = await campusLoop(operator);
  const { db } = t.database;
  shuttle = await createMqttVehicle(db, await customerIdOf(db, 'Darwin'));
  campusShuttle = await createMqttVehicle(db, await customerIdOf(db, 'Campus Mobility'));
  link = await connectVehicle(url, shuttle);
  campusLink = await connectVehicle(url, campusShuttle);
  await putSettings({ ...DEFAULT_ALARM_SETTINGS, vehicleSilentAfterS: SILENT_S });
});
afterAll(async () => {
  await link.endAsync();
  await campusLink.endAsync();
  await t.close();
});

describe('VEHICLE_SILENT over MQTT', () => {
  let service: Service;

  it('is raised once the vehicle on a service stops publishing, and cleared when it speaks', async () => {
    markReported(t, shuttle);
    const res = await operator.post(SERVICES, { Vehicle_ID: shuttle.id, Route_ID: loop.Route_ID });
    expect(res.statusCode).toBe(201);
    service = res.json<Service>();
    for (let i = 0; i < 3; i++) {
      await send();
      await sleep(300);
    }
    // The PUBACK comes once the snapshot is stored: silence starts here at the latest.
    await send(shuttle, { LATITUDE: 51.5751, LONGITUDE: -1.3111, COURSE: 370 });
    const quietFrom = Date.now();
    await eventually(() => changes(shuttle, 'VEHICLE_SILENT').includes(true), 15_000);
    const raisedAfter = Date.now() - quietFrom;
    expect(raisedAfter).toBeGreaterThanOrEqual(SILENT_S * 1000 - 500);
    // Within the threshold plus the evaluation tick, with room for a busy machine (issue: + 5 s).
    expect(raisedAfter).toBeLessThanOrEqual((SILENT_S + 5) * 1000);

    const raised = last(shuttle, 'VEHICLE_SILENT')!;
    const info = ALARM_RULE_INFO.VEHICLE_SILENT;
    expect(raised).toEqual({
      customerId: shuttle.customerId,
      vehicleId: shuttle.id,
      key: `rule:VEHICLE_SILENT:${shuttle.id}`,
      active: true,
      at: expect.any(String) as unknown,
      source: 'RULE',
      rule: 'VEHICLE_SILENT',
      level: 'ERROR',
      category: info.category,
      code: info.code,
      message: info.message,
      consequences: info.consequences,
      correctionProcedure: info.correctionProcedure,
      location: { lat: 51.5751, lon: -1.3111, alt: seq, bearing: 10 },
      alertId: null,
    });
    expect(Math.abs(Date.parse(raised.at) - Date.now())).toBeLessThan(3000);

    // Still silent: nothing more is reported.
    await sleep(1500);
    expect(changes(shuttle, 'VEHICLE_SILENT')).toEqual([true]);

    await send();
    await eventually(() => changes(shuttle, 'VEHICLE_SILENT').length === 2, 2000);
    expect(changes(shuttle, 'VEHICLE_SILENT')).toEqual([true, false]);
    expect(last(shuttle, 'VEHICLE_SILENT')).toMatchObject({
      key: `rule:VEHICLE_SILENT:${shuttle.id}`,
      active: false,
    });
  });

  it('is cleared when the service ends', async () => {
    await eventually(() => changes(shuttle, 'VEHICLE_SILENT').length === 3, 12_000);
    expect(changes(shuttle, 'VEHICLE_SILENT')).toEqual([true, false, true]);
    const ended = await operator.put('/dev/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'completed',
    });
    expect(ended.statusCode).toBe(200);
    await eventually(() => changes(shuttle, 'VEHICLE_SILENT').length === 4, 2000);
    expect(changes(shuttle, 'VEHICLE_SILENT')).toEqual([true, false, true, false]);
    // Without a service, silence is no alarm.
    await sleep((SILENT_S + 1) * 1000);
    expect(changes(shuttle, 'VEHICLE_SILENT')).toHaveLength(4);
  });

  it('raises nothing for a vehicle of another customer that is on no service', () => {
    expect(sink.of(campusShuttle.id, 'VEHICLE_SILENT')).toEqual([]);
  });
});

describe('rules on what the vehicle reports', () => {
  it('LOW_BATTERY starts below the threshold and ends at the threshold plus 2 points', async () => {
    await send(shuttle, { BATTERY_STATUS_LEVEL: 19 });
    await eventually(() => changes(shuttle, 'LOW_BATTERY').length === 1, 2000);
    expect(last(shuttle, 'LOW_BATTERY')).toMatchObject({ active: true, level: 'WARNING' });
    await send(shuttle, { BATTERY_STATUS_LEVEL: 21 });
    await sleep(1500);
    expect(changes(shuttle, 'LOW_BATTERY')).toEqual([true]);
    await send(shuttle, { BATTERY_STATUS_LEVEL: 22 });
    await eventually(() => changes(shuttle, 'LOW_BATTERY').length === 2, 2000);
    expect(changes(shuttle, 'LOW_BATTERY')).toEqual([true, false]);
  });

  it('a rule disabled in the settings clears what it raised; its level follows the settings', async () => {
    await send(shuttle, { BATTERY_STATUS_LEVEL: 8 });
    await eventually(() => changes(shuttle, 'LOW_BATTERY').length === 3, 2000);
    const settings = { ...DEFAULT_ALARM_SETTINGS, vehicleSilentAfterS: SILENT_S };
    await putSettings({ ...settings, enabled: { ...settings.enabled, LOW_BATTERY: false } });
    await eventually(() => changes(shuttle, 'LOW_BATTERY').length === 4, 3000);
    expect(changes(shuttle, 'LOW_BATTERY')).toEqual([true, false, true, false]);
    await send(shuttle, { BATTERY_STATUS_LEVEL: 7 });
    await sleep(1500);
    expect(changes(shuttle, 'LOW_BATTERY')).toHaveLength(4);

    await putSettings({ ...settings, levels: { ...settings.levels, LOW_BATTERY: 'CRITICAL' } });
    await eventually(() => changes(shuttle, 'LOW_BATTERY').length === 5, 3000);
    expect(last(shuttle, 'LOW_BATTERY')).toMatchObject({ active: true, level: 'CRITICAL' });
    await putSettings(settings);
    await send(shuttle, { BATTERY_STATUS_LEVEL: 90 });
    await eventually(() => changes(shuttle, 'LOW_BATTERY').length === 6, 2000);
  });

  it('DOOR_OPEN_MOVING starts with a door open while moving and ends when it stops', async () => {
    await send(campusShuttle, { DOOR_STATUS: 'open', SPEED: 8 });
    await eventually(() => changes(campusShuttle, 'DOOR_OPEN_MOVING').length === 1, 2000);
    expect(last(campusShuttle, 'DOOR_OPEN_MOVING')).toMatchObject({
      customerId: campusShuttle.customerId,
      active: true,
      level: 'CRITICAL',
      key: `rule:DOOR_OPEN_MOVING:${campusShuttle.id}`,
    });
    await send(campusShuttle, { DOOR_STATUS: 'open', SPEED: 0 });
    await eventually(() => changes(campusShuttle, 'DOOR_OPEN_MOVING').length === 2, 2000);
    await send(campusShuttle, { DOOR_STATUS: 'OPEN', SPEED: 9 });
    await eventually(() => changes(campusShuttle, 'DOOR_OPEN_MOVING').length === 3, 2000);
    await send(campusShuttle, { DOOR_STATUS: 'Closed', SPEED: 9 });
    await eventually(() => changes(campusShuttle, 'DOOR_OPEN_MOVING').length === 4, 2000);
    expect(changes(campusShuttle, 'DOOR_OPEN_MOVING')).toEqual([true, false, true, false]);
  });

  it('STOPPED_OFF_STOP starts after standing away from the stops and ends when it moves', async () => {
    const settings = {
      ...DEFAULT_ALARM_SETTINGS,
      vehicleSilentAfterS: 30,
      stoppedOffStopAfterS: 10,
    };
    await putSettings(settings);
    markReported(t, shuttle);
    const res = await operator.post(SERVICES, { Vehicle_ID: shuttle.id, Route_ID: loop.Route_ID });
    expect(res.statusCode).toBe(201);
    // The evaluator's clock moves on by hand: standing 10 s takes no 10 s of the test.
    const standAway = () => send(shuttle, { SPEED: 0, LATITUDE: 51.575, LONGITUDE: -1.311 });
    const evaluated = async () => {
      t.app.alarmRules.watcher.sweep();
      await t.app.alarmRules.watcher.flush();
    };
    try {
      // About 500 m from the nearest stop of the loop.
      await standAway();
      await evaluated();
      clockAhead += 9_000;
      await standAway();
      await evaluated();
      expect(changes(shuttle, 'STOPPED_OFF_STOP')).toEqual([]);
      clockAhead += 1_500;
      await standAway();
      await eventually(() => changes(shuttle, 'STOPPED_OFF_STOP').includes(true), 2000);
      expect(last(shuttle, 'STOPPED_OFF_STOP')).toMatchObject({
        active: true,
        location: { lat: 51.575, lon: -1.311 },
      });
      await send(shuttle, { SPEED: 5, LATITUDE: 51.575, LONGITUDE: -1.311 });
      await eventually(() => changes(shuttle, 'STOPPED_OFF_STOP').length === 2, 2000);
      // Standing at a stop (Main Gate) is no alarm.
      const standAtStop = () => send(shuttle, { SPEED: 0, LATITUDE: 51.5736, LONGITUDE: -1.30395 });
      await standAtStop();
      await evaluated();
      clockAhead += 11_500;
      await standAtStop();
      await evaluated();
    } finally {
      clockAhead = 0;
    }
    expect(changes(shuttle, 'STOPPED_OFF_STOP')).toEqual([true, false]);
  });

  it('reports each condition under the customer of its vehicle', () => {
    for (const condition of sink.conditions) {
      const vehicle = [shuttle, campusShuttle].find((v) => v.id === condition.vehicleId);
      if (vehicle) expect(condition.customerId).toBe(vehicle.customerId);
    }
  });
});

describe('several servers', () => {
  it('evaluates on one only; another takes over when it stops and re-derives the conditions', async () => {
    const repo = alarmRulesRepository(t.database.db);
    expect(await repo.takeLease('another-server', 60_000)).toBe(false);
    expect(t.app.alarmRules.watcher.leading).toBe(true);

    // The shuttle's battery is low: one condition on.
    await send(shuttle, { SPEED: 8, BATTERY_STATUS_LEVEL: 5 });
    await eventually(() => last(shuttle, 'LOW_BATTERY')?.active === true, 2000);

    const other = new RecordingSink();
    const second = await startRulesWatcher({
      sink: other,
      state: t.app.vehicleState,
      settings: settingsCache(repo, t.app.log),
      loadServices: activeServicesLoader(t.database.db),
      lease: repo,
      bus: t.app.bus,
      logger: t.app.log,
      leaseMs: 300,
    });
    try {
      expect(second.leading).toBe(false);
      second.sweep();
      await send(shuttle, { SPEED: 8, BATTERY_STATUS_LEVEL: 4 });
      await sleep(300);
      expect(other.conditions).toEqual([]);

      await t.app.alarmRules.watcher.stop();
      await eventually(() => second.leading, 2000);
      await eventually(() => other.of(shuttle.id).length === 4, 3000);
      // It knew nothing: each rule's first verdict is reported, on or off.
      expect(Object.fromEntries(other.of(shuttle.id).map((c) => [c.rule, c.active]))).toEqual({
        VEHICLE_SILENT: false,
        LOW_BATTERY: true,
        STOPPED_OFF_STOP: false,
        DOOR_OPEN_MOVING: false,
      });
      // Then transitions only.
      await send(shuttle, { SPEED: 8, BATTERY_STATUS_LEVEL: 50 });
      await eventually(() => other.of(shuttle.id).length === 5, 2000);
      expect(other.of(shuttle.id).at(-1)).toMatchObject({ rule: 'LOW_BATTERY', active: false });
    } finally {
      await second.stop();
    }
  });
});
