import type { MqttClient } from 'mqtt';
import {
  fleetCommand,
  type FleetCommand,
  type Mission,
  type MissionDraft,
  type MissionList,
  type MissionStationList,
} from '@shuttle-ops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../test/auth-client.ts';
import { auditEntries, customerIdOf } from '../../test/factories.ts';
import { SHORT_REQUEST_TIMEOUTS } from '../../test/test-app.ts';
import {
  connectVehicle,
  createMqttVehicle,
  listenForVehicles,
  publish,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import { testAppWith } from '../../test/test-kit.ts';

const SITE = 'DAR-HWL';
const api = '/dev/v1/missionapi';

// A silent vehicle's mission times out after 2 s here, not a server's 12 s.
const { t } = testAppWith({}, { build: { requestTimeouts: SHORT_REQUEST_TIMEOUTS } });
let shuttle: TestVehicle;
let campusShuttle: TestVehicle;
let link: MqttClient;
let remote: Awaited<ReturnType<typeof clientFor>>;
/** Commands that reached the shuttle, and how it answers a mission/start. */
const received: FleetCommand[] = [];
let answer: { status: 'acknowledged' | 'rejected'; reason?: string } | 'silent' = {
  status: 'acknowledged',
};

beforeAll(async () => {
  const url = await listenForVehicles(t.app);
  const { db } = t.database;
  shuttle = await createMqttVehicle(db, await customerIdOf(db, 'Darwin'));
  campusShuttle = await createMqttVehicle(db, await customerIdOf(db, 'Campus Mobility'));
  // A vehicle of its own making: it records its commands and answers them as told.
  link = await connectVehicle(url, shuttle);
  await link.subscribeAsync(topicOf(shuttle, 'commands'), { qos: 1 });
  link.on('message', (_topic, body) => {
    const command = fleetCommand.parse(JSON.parse(body.toString()));
    received.push(command);
    if (answer === 'silent') return;
    void publish(link, topicOf(shuttle, 'commands/ack'), {
      command_id: command.command_id,
      vehicle_id: shuttle.id,
      nonce: command.nonce,
      ...answer,
      at: new Date().toISOString(),
    });
  });
  remote = await clientFor(t.app, 'remote-operator');
});
afterAll(async () => {
  await link.endAsync();
});

const body = (station_id: string, vehicle_id = shuttle.id) => ({ vehicle_id, station_id });
const total = async () => (await remote.get(`${api}/missions/${SITE}`)).json<MissionList>().total;

describe('mission API', () => {
  it('lists the stations of the site', async () => {
    const res = await remote.get(`${api}/stations/${SITE}`);
    expect(res.statusCode).toBe(200);
    const stations = res.json<MissionStationList>();
    expect(stations.site_id).toBe(SITE);
    expect(stations.Items.map((s) => s.station_id)).toContain('HWL-ST-01');
    expect(stations.Items[0]).toMatchObject({ site_id: SITE, name: 'Main Gate' });
    expect(stations.Count).toBe(stations.Items.length);
  });

  it('answers the JSON error body for bad input and changes nothing', async () => {
    const before = await total();
    const cases = [
      [`${api}/request/station/${SITE}`, body('HWL-ST-99'), 400, 'VALIDATION_ERROR'],
      [`${api}/draft/station/${SITE}`, body('HWL-ST-99'), 400, 'VALIDATION_ERROR'],
      [`${api}/request/station/XX-NOPE`, body('HWL-ST-01'), 404, 'NOT_FOUND'],
      [`${api}/draft/station/XX-NOPE`, body('HWL-ST-01'), 404, 'NOT_FOUND'],
      [`${api}/request/station/${SITE}`, { station_id: 'HWL-ST-01' }, 400, 'VALIDATION_ERROR'],
      [`${api}/request/station/${SITE}`, body('HWL-ST-01', 'not-a-uuid'), 400, 'VALIDATION_ERROR'],
      [`${api}/request/station/${SITE}`, body('', shuttle.id), 400, 'VALIDATION_ERROR'],
    ] as const;
    for (const [url, payload, status, code] of cases) {
      const res = await remote.post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      const { error } = res.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(0);
    }
    const unknown = await remote.post(`${api}/request/station/${SITE}`, body('HWL-ST-99'));
    expect(unknown.json()).toMatchObject({
      error: { details: [{ field: 'body.station_id' }] },
    });
    const stack = await remote.get(`${api}/stack/${SITE}?mission_id=not-a-uuid`);
    expect(stack.statusCode).toBe(400);
    const cancel = await remote.delete(`${api}/stack/${SITE}`);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const missing = await remote.delete(
      `${api}/stack/${SITE}?mission_id=00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.statusCode).toBe(404);
    expect(await total()).toBe(before);
    expect(received).toEqual([]);
  });

  it('refuses everyone but remote operators and admins of the platform owner', async () => {
    for (const user of ['customer-admin', 'campus-operator', 'operator', 'service-manager']) {
      const other = await clientFor(t.app, user);
      for (const res of [
        await other.get(`${api}/stations/${SITE}`),
        await other.post(`${api}/request/station/${SITE}`, body('HWL-ST-01')),
        await other.get(`${api}/overview/${SITE}`),
        await other.delete(`${api}/stack/${SITE}?mission_id=00000000-0000-4000-8000-000000000000`),
      ]) {
        expect(res.statusCode, user).toBe(403);
        expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${api}/stations/${SITE}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('does not reach another customer’s vehicle', async () => {
    const admin = await clientFor(t.app, 'admin');
    for (const caller of [remote, admin]) {
      const res = await caller.post(
        `${api}/request/station/${SITE}`,
        body('HWL-ST-01', campusShuttle.id),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const overview = await remote.get(`${api}/overview/${SITE}`);
    const ids = overview.json<{ Items: { vehicle_id: string }[] }>().Items.map((v) => v.vehicle_id);
    expect(ids).toContain(shuttle.id);
    expect(ids).not.toContain(campusShuttle.id);
  });

  it('previews without sending: the first command the vehicle gets is the request’s', async () => {
    const draft = await remote.post(`${api}/draft/station/${SITE}`, body('HWL-ST-04'));
    expect(draft.statusCode).toBe(200);
    expect(draft.json<MissionDraft>()).toMatchObject({
      vehicle_id: shuttle.id,
      station: { station_id: 'HWL-ST-04', name: 'Rutherford Avenue' },
      from: null,
      distance_m: null,
      would_be: 'active',
    });
    const res = await remote.post(`${api}/request/station/${SITE}`, body('HWL-ST-04'));
    expect(res.statusCode).toBe(201);
    const mission = res.json<Mission>();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      command: 'mission/start',
      args: { mission_id: mission.mission_id, station_id: 'HWL-ST-04', site_id: SITE },
    });
    const expiry = Date.parse(received[0]!.expires_at) - Date.parse(received[0]!.issued_at);
    expect(expiry).toBeGreaterThan(0);

    // A second request waits on the stack; a queued mission is cancelled without the vehicle.
    const queued = (
      await remote.post(`${api}/request/station/${SITE}`, body('HWL-ST-01'))
    ).json<Mission>();
    expect(queued).toMatchObject({ status: 'queued', queue_position: 1 });
    const cancelled = await remote.delete(`${api}/stack/${SITE}?mission_id=${queued.mission_id}`);
    expect(cancelled.json<Mission>()).toMatchObject({ status: 'ended', lifecycle: 'cancelled' });
    expect(received).toHaveLength(1);

    // The vehicle ends the first one on its own: the server's record follows its event.
    await publish(link, topicOf(shuttle, 'missions'), {
      Customer_ID: shuttle.customerId,
      type: 'station',
      vehicle_id: shuttle.id,
      mission_id: mission.mission_id,
      site_id: SITE,
      lifecycle: 'cancelled',
      dt_aggr_send: new Date().toISOString(),
      data: { reason: 'obstacle' },
    });
    const after = async () =>
      (await remote.get(`${api}/stack/${SITE}?mission_id=${mission.mission_id}`)).json<Mission>();
    for (let i = 0; i < 100 && (await after()).status !== 'ended'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await after()).toMatchObject({
      status: 'ended',
      lifecycle: 'cancelled',
      reason: 'obstacle',
    });
  });

  it('records a mission the vehicle refuses as failed and answers 409 REJECTED', async () => {
    answer = { status: 'rejected', reason: 'charging cable connected' };
    const res = await remote.post(`${api}/request/station/${SITE}`, body('HWL-ST-02'));
    answer = { status: 'acknowledged' };
    expect(res.statusCode).toBe(409);
    const error = res.json<{
      error: { code: string; message: string; details: { mission_id: string } };
    }>();
    expect(error.error.code).toBe('REJECTED');
    expect(error.error.message).toContain('charging cable connected');
    const failed = await remote.get(
      `${api}/stack/${SITE}?mission_id=${error.error.details.mission_id}`,
    );
    expect(failed.json<Mission>()).toMatchObject({
      status: 'ended',
      lifecycle: 'failed',
      reason: 'charging cable connected',
    });
    const audit = await auditEntries(t.database.db, 'mission.request');
    expect(audit.at(-1)).toMatchObject({ outcome: 'failure', username: 'remote-operator' });
  });

  it('answers 504 when a silent vehicle does not take a mission, and cancels without it', async () => {
    answer = 'silent';
    const res = await remote.post(`${api}/request/station/${SITE}`, body('HWL-ST-03'));
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ error: { code: 'VEHICLE_TIMEOUT' } });

    answer = { status: 'acknowledged' };
    const sent = (
      await remote.post(`${api}/request/station/${SITE}`, body('HWL-ST-03'))
    ).json<Mission>();
    expect(sent.status).toBe('active');
    // The vehicle falls silent (it never sent telemetry): the server cancels on its own.
    answer = 'silent';
    const cancelled = await remote.delete(`${api}/stack/${SITE}?mission_id=${sent.mission_id}`);
    answer = { status: 'acknowledged' };
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Mission>()).toMatchObject({ status: 'ended', lifecycle: 'cancelled' });
    expect(cancelled.json<Mission>().reason).toContain('unreachable');
    expect(received.at(-1)).toMatchObject({
      command: 'mission/cancel',
      args: { mission_id: sent.mission_id },
    });
  });

  it('lists missions with filters and paging', async () => {
    const page = await remote.get(
      `${api}/missions/${SITE}?vehicle_id=${shuttle.id}&limit=1&sort_attributes=create_dt&sort_order=desc`,
    );
    expect(page.statusCode).toBe(200);
    const list = page.json<MissionList>();
    expect(list.Count).toBe(1);
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.Items[0]!.lifecycle).toBe('cancelled');
    const cancelled = await remote.get(`${api}/missions/${SITE}?lifecycle=cancelled`);
    expect(cancelled.json<MissionList>().Items.every((m) => m.lifecycle === 'cancelled')).toBe(
      true,
    );
    const bad = await remote.get(`${api}/missions/${SITE}?lifecycle=lost`);
    expect(bad.statusCode).toBe(400);
  });

  it('lists the missions created in a date range, both ends included', async () => {
    const all = (
      await remote.get(`${api}/missions/${SITE}?vehicle_id=${shuttle.id}&sort_order=asc`)
    ).json<MissionList>();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const [first, second] = all.Items as [Mission, Mission];
    const last = all.Items.at(-1)!;
    /** The instant `ms` after `iso`, written with a +05:00 offset. */
    const at = (iso: string, ms = 0) =>
      new Date(Date.parse(iso) + ms + 5 * 3_600_000).toISOString().replace('Z', '+05:00');
    const range = async (from: string, to: string) => {
      const query = new URLSearchParams({ vehicle_id: shuttle.id, sort_order: 'asc', from, to });
      const res = await remote.get(`${api}/missions/${SITE}?${query.toString()}`);
      expect(res.statusCode, `${from} – ${to}`).toBe(200);
      return res.json<MissionList>();
    };

    // From the first mission's creation time to the second's: those two.
    const includes = await range(at(first.create_dt), at(second.create_dt));
    expect(includes.Items.map((m) => m.mission_id)).toEqual([first.mission_id, second.mission_id]);
    expect(includes.total).toBe(2);

    // Ranges that end just before the first mission or start just after the last: none.
    const before = await range('2000-01-01T00:00:00Z', at(first.create_dt, -1));
    expect(before).toEqual({ Items: [], Count: 0, total: 0 });
    const after = await range(at(last.create_dt, 1), at(last.create_dt, 3_600_000));
    expect(after).toEqual({ Items: [], Count: 0, total: 0 });
  });

  it('answers 400 naming the field for a bad date range', async () => {
    const now = new Date().toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const cases = [
      [`from=${now}&to=${earlier}`, 'querystring.to'],
      [`from=${now}&to=${now}`, 'querystring.to'],
      [`from=yesterday`, 'querystring.from'],
      [`to=2026-13-01T00:00:00Z`, 'querystring.to'],
    ] as const;
    for (const [query, field] of cases) {
      const res = await remote.get(`${api}/missions/${SITE}?${query}`);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json<{
        error: { code: string; message: string; details: { field: string }[] };
      }>();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toContain(field);
      expect(error.details.map((d) => d.field)).toEqual([field]);
    }
  });

  it('lists the seven mission calls of spec §7 in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        `GET ${api}/stations/{site}`,
        `POST ${api}/request/station/{site}`,
        `POST ${api}/draft/station/{site}`,
        `GET ${api}/overview/{site}`,
        `GET ${api}/missions/{site}`,
        `GET ${api}/stack/{site}`,
        `DELETE ${api}/stack/{site}`,
      ]),
    );
  });
});
