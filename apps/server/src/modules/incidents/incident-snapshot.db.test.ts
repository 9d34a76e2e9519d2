import { and, count, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FleetTelemetry, Incident, MeasureName } from '@shuttle-ops/domain';
import { incidents } from './schema.ts';
import { telemetry } from '../fleet/schema.ts';
import { createBusStop } from '../../test/factories.ts';
import {
  connectedVehicle,
  listenForVehicles,
  publish,
  telemetryOf,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import { createIncident, INCIDENTS } from './incident-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, operator, admin } = testAppWith(
  { operator: 'operator', admin: 'admin' },
  { timeout: 120_000 },
);
let shuttle: TestVehicle;
let link: MqttClient;
let seq = 0;

beforeAll(async () => {
  const url = await listenForVehicles(t.app);
  ({ vehicle: shuttle, link: link } = await connectedVehicle(t.database.db, url));
}, 120_000);
afterAll(async () => {
  await link.endAsync();
});

/** A telemetry message of the shuttle dated `at`, with its speed and position. */
function sampleAt(at: Date, values: Partial<Record<MeasureName, number | string>>): FleetTelemetry {
  seq += 1;
  const message = telemetryOf(shuttle, seq, { ...values, dt_canbus: at.toISOString() });
  return { ...message, dt_canbus: at.toISOString() };
}

async function storedSpeeds(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(telemetry)
    .where(and(eq(telemetry.vehicleId, shuttle.id), eq(telemetry.measureName, 'SPEED')));
  return row?.n ?? 0;
}

/** Sends telemetry over MQTT as the shuttle would, and waits until it is stored. */
async function send(samples: FleetTelemetry[]) {
  const before = await storedSpeeds();
  for (const sample of samples) await publish(link, topicOf(shuttle, 'telemetry'), sample);
  await vi.waitFor(async () => expect(await storedSpeeds()).toBe(before + samples.length), {
    timeout: 15_000,
    interval: 100,
  });
}

const speeds = (incident: Incident) =>
  incident.telemetry_snapshot?.samples.map((s) => s.speed) ?? null;

describe('the telemetry snapshot of an incident', () => {
  it('copies the shuttle’s telemetry from 60 s before to 60 s after, and places the incident', async () => {
    const occurred = new Date(Math.floor(Date.now() / 1000) * 1000 - 20 * 60_000);
    const at = (s: number) => new Date(occurred.getTime() + s * 1000);
    const stop = await createBusStop(t.database.db, 'Darwin', { lat: 55.0002, lon: -3 });
    await send(
      [-90, -60, -30, 0, 30, 60, 90].map((s) =>
        sampleAt(at(s), {
          SPEED: 100 + s,
          LATITUDE: 55 + s / 100_000,
          LONGITUDE: -3,
          DOOR_STATUS: s === 0 ? 'OPEN' : 'CLOSED',
          VEHICLE_MODE: 'AUTONOMOUS',
          ROBOT_MODE: 'RUNNING',
          SUPERVISION_MODE: 'SUPERVISED',
        }),
      ),
    );

    const incident = await createIncident(operator, {
      category: 'emergency-stop',
      Vehicle_ID: shuttle.id,
      occurred_at: occurred.toISOString(),
    });
    expect(incident.location).toEqual({ lat: 55, lon: -3 });
    expect(incident).toMatchObject({ BS_ID: stop.id, bus_stop_name: stop.name });
    expect(incident.telemetry_snapshot).toMatchObject({
      from: at(-60).toISOString(),
      to: at(60).toISOString(),
    });
    expect(speeds(incident)).toEqual([40, 70, 100, 130, 160]);
    expect(incident.telemetry_snapshot?.samples[2]).toEqual({
      dt: occurred.toISOString(),
      speed: 100,
      lat: 55,
      lon: -3,
      door_status: 'OPEN',
      vehicle_mode: 'AUTONOMOUS',
      robot_mode: 'RUNNING',
      supervision_mode: 'SUPERVISED',
    });
    expect(incident.timeline.map((e) => e.action)).toEqual(['created', 'snapshot']);

    // Taken again when the time changes.
    const res = await admin.put(`${INCIDENTS}/${incident.Incident_ID}`, {
      version: 1,
      occurred_at: at(30).toISOString(),
    });
    const moved = res.json<Incident>();
    expect(speeds(moved)).toEqual([70, 100, 130, 160, 190]);
    expect(moved.timeline.map((e) => e.action)).toEqual([
      'created',
      'snapshot',
      'updated',
      'snapshot',
    ]);
  });

  it('completes a snapshot whose window was still open when the incident was raised', async () => {
    const occurred = new Date(Math.floor(Date.now() / 1000) * 1000 - 20_000);
    await send([sampleAt(new Date(occurred.getTime() - 5000), { SPEED: 11 })]);
    const incident = await createIncident(operator, {
      Vehicle_ID: shuttle.id,
      occurred_at: occurred.toISOString(),
    });
    expect(speeds(incident)).toEqual([11]);
    await send([sampleAt(new Date(occurred.getTime() + 10_000), { SPEED: 22 })]);

    const url = `${INCIDENTS}/${incident.Incident_ID}`;
    // Before the window has passed, the snapshot stays as taken.
    expect(speeds((await admin.get(url)).json<Incident>())).toEqual([11]);
    // The window passes (moved back rather than waiting a minute).
    await t.database.db
      .update(incidents)
      .set({ snapshotPendingUntil: new Date(Date.now() - 1000) })
      .where(eq(incidents.id, incident.Incident_ID));
    const completed = (await admin.get(url)).json<Incident>();
    expect(speeds(completed)).toEqual([11, 22]);
    expect(completed.timeline.at(-1)).toMatchObject({ action: 'snapshot', changes: ['completed'] });
    const again = (await admin.get(url)).json<Incident>();
    expect(again.timeline).toHaveLength(completed.timeline.length);
  });

  it('takes none without a vehicle', async () => {
    const incident = await createIncident(operator);
    expect(incident.telemetry_snapshot).toBeNull();
    expect(incident.timeline.map((e) => e.action)).toEqual(['created']);
  });
});
