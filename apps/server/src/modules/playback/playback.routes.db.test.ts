import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAYBACK_MAX_SAMPLES, type PlaybackResponse } from '@shuttle-ops/domain';
import { customerIdOf, createVehicle } from '../../test/factories.ts';
import { testAppWith } from '../../test/test-kit.ts';
import { recordExecutedCommand, recordMessage } from '../../test/recorded-trips.ts';
import { campusLoop, startService } from '../../test/services.ts';
import { savedPlaybacks } from './schema.ts';

const URL = '/dev/v1/playback';
const { t, operator, campusAdmin, contentManager } = testAppWith({
  operator: 'operator',
  campusAdmin: 'customer-admin',
  contentManager: 'content-manager',
});

// A range of its own, far from anything the demo seed or the simulator records.
const START = Date.parse('2026-03-02T09:00:00.000Z');
const at = (seconds: number) => new Date(START + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();

let first: string;
let second: string;
let campus: string;
/** Stores one message of a vehicle at `seconds` after the start. */
const record = (
  vehicle: { id: string; customerId: string; name: string },
  seconds: number,
  lat: number,
  lon: number,
  measures: Record<string, number | string>,
) => recordMessage(t.database.db, vehicle, at(seconds), { lat, lon }, measures);

beforeAll(async () => {
  const db = t.database.db;
  const darwin = await customerIdOf(db, 'Darwin');
  const a = await createVehicle(db, 'Darwin');
  const b = await createVehicle(db, 'Darwin');
  const c = await createVehicle(db, 'Campus Mobility');
  [first, second, campus] = [a.id, b.id, c.id];
  expect(a.customerId).toBe(darwin);
  // The first vehicle drives north for 12 s, with its doors opening at 6 s and closing at 9 s.
  for (let s = 0; s < 12; s++) {
    const doors = s >= 6 && s < 9 ? 'OPEN' : 'CLOSED';
    await record(a, s, 51.57 + s * 0.0001, -1.31, {
      SPEED: s,
      DOOR_STATUS: doors,
      BATTERY_STATUS_LEVEL: 90,
    });
  }
  // The second drives east without a course; its heading comes from its positions.
  for (let s = 0; s < 4; s++) await record(b, s, 51.58, -1.32 + s * 0.0001, { SPEED: 3 });
  // Another customer's vehicle at the same times.
  for (let s = 0; s < 4; s++) await record(c, s, 51.59, -1.33, { SPEED: 9 });
  await recordExecutedCommand(db, a, 'move/stop', at(3));
});

const post = async (body: object) => {
  const res = await operator.post(URL, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaybackResponse>();
};

describe('POST playback', () => {
  it('answers every vehicle of the customer in the range, samples in order, with events', async () => {
    const { Items } = await post({ vehicles: 'all', from: iso(0), to: iso(60) });
    const ids = Items.map((item) => item.Vehicle_ID);
    expect(ids).toContain(first);
    expect(ids).toContain(second);
    expect(ids).not.toContain(campus);

    const track = Items.find((item) => item.Vehicle_ID === first)!;
    expect(track.samples).toHaveLength(12);
    expect(track.samples.map((s) => s.t)).toEqual([...Array(12).keys()].map(iso));
    expect(track.samples[5]).toMatchObject({ lat: 51.5705, lon: -1.31, speed: 5, heading: 0 });
    expect(track.samples[5]!.measures).toEqual({ SPEED: 5, DOOR_STATUS: 'CLOSED' });
    expect(track.events).toEqual([
      { t: iso(3), kind: 'command', label: 'move/stop: executed' },
      { t: iso(6), kind: 'door_open', label: 'Doors open' },
      { t: iso(9), kind: 'door_close', label: 'Doors closed' },
    ]);

    const east = Items.find((item) => item.Vehicle_ID === second)!;
    expect(east.samples.map((s) => s.heading)).toEqual([null, 90, 90, 90]);
  });

  it('carries the measures asked for', async () => {
    const { Items } = await post({
      vehicles: [first],
      from: iso(0),
      to: iso(1),
      measures: ['BATTERY_STATUS_LEVEL'],
    });
    expect(Items).toHaveLength(1);
    expect(Items[0]!.samples[0]!.measures).toEqual({
      SPEED: 0,
      DOOR_STATUS: 'CLOSED',
      BATTERY_STATUS_LEVEL: 90,
    });
  });

  it('thins a long range into time buckets, at most the cap per vehicle', async () => {
    // Seven days: buckets of about two minutes, so the 12 s drive is one sample.
    const { Items } = await post({ vehicles: [first], from: iso(0), to: iso(7 * 24 * 3600) });
    const track = Items[0]!;
    expect(track.bucket_ms).toBe(Math.ceil((7 * 24 * 3600 * 1000 + 1) / PLAYBACK_MAX_SAMPLES));
    expect(track.samples.map((s) => s.t)).toEqual([iso(0)]);
    expect(track.events).toHaveLength(3);
  });

  it('marks a service’s start on its vehicle’s timeline, even without positions', async () => {
    const service = await startService(t, operator, await campusLoop(operator));
    const started = Date.parse(service.start_dt!);
    const { Items } = await post({
      vehicles: [service.Vehicle_ID],
      from: new Date(started - 60_000).toISOString(),
      to: new Date(started + 60_000).toISOString(),
    });
    expect(Items).toHaveLength(1);
    expect(Items[0]!.samples).toEqual([]);
    expect(Items[0]!.events).toEqual([
      {
        t: new Date(started).toISOString(),
        kind: 'service_start',
        label: `Service started on ${service.routeName}`,
      },
    ]);
  });

  it('marks an alarm raised on the vehicle', async () => {
    const now = Date.now();
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    await t.app.alarms.report({
      customerId: vehicle.customerId,
      vehicleId: vehicle.id,
      key: `vehicle:${vehicle.id}:DOOR_BLOCKED`,
      active: true,
      at: new Date(now).toISOString(),
      source: 'VEHICLE',
      rule: null,
      level: 'WARNING',
      category: 'DOORS',
      code: 'DOOR_BLOCKED',
      message: 'Door obstructed',
      consequences: '',
      correctionProcedure: '',
      location: null,
      alertId: 'playback-1',
    });
    const { Items } = await post({
      vehicles: [vehicle.id],
      from: new Date(now - 60_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    });
    expect(Items[0]!.events).toEqual([
      expect.objectContaining({ kind: 'alarm_raised', label: 'WARNING: Door obstructed' }),
    ]);
  });

  it('answers no items for a range without data', async () => {
    expect(await post({ vehicles: 'all', from: iso(-3600), to: iso(-60) })).toEqual({ Items: [] });
  });

  it('refuses bad ranges, naming the field', async () => {
    for (const body of [
      { vehicles: 'all', from: iso(60), to: iso(0) },
      { vehicles: 'all', from: iso(0), to: iso(7 * 24 * 3600 + 1) },
    ]) {
      const res = await operator.post(URL, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { details: { field: string }[] } }>().error.details[0]!.field).toBe(
        'body.to',
      );
    }
    for (const from of ['yesterday', '0000-06-01T00:00:00Z']) {
      const bad = await operator.post(URL, { vehicles: 'all', from, to: iso(0) });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('body.from');
    }
  });

  it('answers 404 for another customer’s vehicle, and each customer sees only its own', async () => {
    const res = await operator.post(URL, { vehicles: [campus], from: iso(0), to: iso(60) });
    expect(res.statusCode).toBe(404);
    expect(
      (await operator.post(URL, { vehicles: [randomUUID()], from: iso(0), to: iso(60) }))
        .statusCode,
    ).toBe(404);

    const theirs = await campusAdmin.post(URL, { vehicles: 'all', from: iso(0), to: iso(60) });
    expect(theirs.statusCode).toBe(200);
    const ids = theirs.json<PlaybackResponse>().Items.map((item) => item.Vehicle_ID);
    expect(ids).toContain(campus);
    expect(ids).not.toContain(first);
    expect(
      (await campusAdmin.post(URL, { vehicles: [first], from: iso(0), to: iso(60) })).statusCode,
    ).toBe(404);
  });

  it('is refused to roles the access tables leave out, and to strangers', async () => {
    expect(
      (await contentManager.post(URL, { vehicles: 'all', from: iso(0), to: iso(60) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(401);
  });
});

describe('GET playback', () => {
  it('answers one vehicle like POST, also under the legacy base', async () => {
    const query = `vehicle_id=${first}&from=${iso(0)}&to=${iso(60)}&measures=BATTERY_STATUS_LEVEL`;
    const res = await operator.get(`${URL}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const { Items } = res.json<PlaybackResponse>();
    expect(Items.map((item) => item.Vehicle_ID)).toEqual([first]);
    expect(Items[0]!.samples).toHaveLength(12);
    expect(Items[0]!.samples[0]!.measures['BATTERY_STATUS_LEVEL']).toBe(90);
    const legacy = await operator.get(`/dev/playback?${query}`);
    expect(legacy.json<PlaybackResponse>()).toEqual({ Items });
  });

  it('refuses another customer’s vehicle, a reversed range and an unknown measure', async () => {
    expect(
      (await operator.get(`${URL}?vehicle_id=${campus}&from=${iso(0)}&to=${iso(60)}`)).statusCode,
    ).toBe(404);
    const reversed = await operator.get(`${URL}?vehicle_id=${first}&from=${iso(60)}&to=${iso(0)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('querystring.to');
    const unknown = await operator.get(
      `${URL}?vehicle_id=${first}&from=${iso(0)}&to=${iso(60)}&measures=NOPE`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('querystring.measures');
  });
});

describe('saved playbacks', () => {
  type Saved = PlaybackResponse & { playback: NonNullable<PlaybackResponse['playback']> };
  const save = async (name: string) => {
    const res = await operator.post(URL, {
      vehicles: [first, second],
      from: iso(0),
      to: iso(60),
      measures: ['BATTERY_STATUS_LEVEL'],
      name,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Saved>();
  };

  it('POST with a name saves the query; GET replays it by its id, also under the legacy base', async () => {
    const saved = await save('  Door check at 09:00 ');
    expect(saved.playback).toMatchObject({
      name: 'Door check at 09:00',
      vehicles: [first, second],
      from: iso(0),
      to: iso(60),
      measures: ['BATTERY_STATUS_LEVEL'],
    });
    expect(saved.playback.created_by).not.toBe('');
    const plain = await post({
      vehicles: [first, second],
      from: iso(0),
      to: iso(60),
      measures: ['BATTERY_STATUS_LEVEL'],
    });
    expect(saved.Items).toEqual(plain.Items);
    expect(plain.playback).toBeUndefined();

    const id = saved.playback.Playback_ID;
    const res = await operator.get(`${URL}?Playback_ID=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Saved>()).toEqual(saved);
    const legacy = await operator.get(`/dev/playback?Playback_ID=${id}`);
    expect(legacy.json<Saved>()).toEqual(saved);
  });

  it('DELETE removes it (once); the recorded data stays', async () => {
    const { playback } = await save('To delete');
    const gone = await operator.delete(`${URL}?Playback_ID=${playback.Playback_ID}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await operator.get(`${URL}?Playback_ID=${playback.Playback_ID}`)).statusCode).toBe(404);
    const again = await operator.delete(`/dev/playback?Playback_ID=${playback.Playback_ID}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Playback_ID');
    const { Items } = await post({ vehicles: [first], from: iso(0), to: iso(60) });
    expect(Items[0]!.samples).toHaveLength(12);
  });

  it('is the customer’s own: another customer can neither read nor delete it', async () => {
    const { playback } = await save('Darwin only');
    const url = `${URL}?Playback_ID=${playback.Playback_ID}`;
    expect((await campusAdmin.get(url)).statusCode).toBe(404);
    expect((await campusAdmin.delete(url)).statusCode).toBe(404);
    expect((await operator.get(url)).statusCode).toBe(200);
  });

  it('is refused to roles the access tables leave out, and to strangers', async () => {
    const { playback } = await save('Refused');
    const url = `${URL}?Playback_ID=${playback.Playback_ID}`;
    expect((await contentManager.get(url)).statusCode).toBe(403);
    expect((await contentManager.delete(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await operator.get(url)).statusCode).toBe(200);
  });

  it('refuses bad input, naming the field, and saves nothing', async () => {
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const res = await operator.post(URL, { vehicles: 'all', from: iso(0), to: iso(60), name });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('body.name');
    }
    // A bad range is refused before anything is saved.
    const reversed = await operator.post(URL, {
      vehicles: 'all',
      from: iso(60),
      to: iso(0),
      name: 'Reversed',
    });
    expect(reversed.statusCode).toBe(400);
    const missing = await operator.post(URL, {
      vehicles: [randomUUID()],
      from: iso(0),
      to: iso(60),
      name: 'Unknown vehicle',
    });
    expect(missing.statusCode).toBe(404);
    const kept = await t.database.db
      .select({ name: savedPlaybacks.name })
      .from(savedPlaybacks)
      .where(inArray(savedPlaybacks.name, ['Reversed', 'Unknown vehicle']));
    expect(kept).toEqual([]);

    for (const [url, field] of [
      [`${URL}?Playback_ID=nope`, 'querystring.Playback_ID'],
      [URL, 'querystring.vehicle_id'],
      [`${URL}?vehicle_id=${first}&to=${iso(60)}`, 'querystring.from'],
      [`${URL}?vehicle_id=${first}&from=${iso(0)}`, 'querystring.to'],
    ] as const) {
      const res = await operator.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain(field);
    }
    for (const url of [URL, `${URL}?Playback_ID=nope`]) {
      const res = await operator.delete(url);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('querystring.Playback_ID');
    }
    expect((await operator.get(`${URL}?Playback_ID=${randomUUID()}`)).statusCode).toBe(404);
  });
});
