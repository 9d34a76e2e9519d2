import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import {
  fleetCommand,
  type CommandAckStatus,
  type FleetCommand,
  type VehicleCommandRecord,
} from '@shuttle-ops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, errorOf } from '../../test/auth-client.ts';
import { createPoolUser, customerIdOf } from '../../test/factories.ts';
import { DEMO_PASSWORD, SHORT_REQUEST_TIMEOUTS } from '../../test/test-app.ts';
import {
  connectVehicle,
  createMqttVehicle,
  listenForVehicles,
  publish,
  telemetryOf,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import { testAppWith } from '../../test/test-kit.ts';

/**
 * Remote commands against scripted vehicles over real MQTT: each answers as its script says,
 * so refusals, silence and repeats are exact. The simulated shuttle is in the simulator test.
 */

// A silent vehicle's command times out after 2 s here (expiry and grace), not a server's 6 s.
const { t, remote, admin } = testAppWith(
  { remote: 'remote-operator', admin: 'admin' },
  { build: { requestTimeouts: SHORT_REQUEST_TIMEOUTS } },
);
let mqttUrl: string;
const links: MqttClient[] = [];
let seq = 1;

beforeAll(async () => {
  mqttUrl = await listenForVehicles(t.app);
});
afterAll(async () => {
  await Promise.all(links.map((link) => link.endAsync(true)));
});

/** A vehicle that reports fresh telemetry and answers each command with `answers`. */
async function scriptedVehicle(
  answers: (command: FleetCommand) => { status: CommandAckStatus; reason?: string }[],
  measures: Record<string, number | string> = { SPEED: 0, DOOR_STATUS: 'CLOSED' },
) {
  const vehicle = await createMqttVehicle(
    t.database.db,
    await customerIdOf(t.database.db, 'Darwin'),
  );
  const link = await connectVehicle(mqttUrl, vehicle);
  links.push(link);
  const received: FleetCommand[] = [];
  await link.subscribeAsync(topicOf(vehicle, 'commands'), { qos: 1 });
  link.on('message', (_topic, body) => {
    const command = fleetCommand.parse(JSON.parse(body.toString()));
    received.push(command);
    for (const answer of answers(command)) {
      // A test that is over may close the link before an answer is out.
      publish(link, topicOf(vehicle, 'commands/ack'), {
        command_id: command.command_id,
        vehicle_id: vehicle.id,
        at: new Date().toISOString(),
        nonce: command.nonce,
        ...answer,
      }).catch(() => undefined);
    }
  });
  await report(vehicle, link, measures);
  return { vehicle, link, received };
}

async function report(
  vehicle: TestVehicle,
  link: MqttClient,
  measures: Record<string, number | string>,
) {
  const snapshot = telemetryOf(vehicle, seq++, measures);
  await publish(link, topicOf(vehicle, 'telemetry'), snapshot);
  // Stored once acknowledged; the latest state follows the commit.
  for (let i = 0; i < 100; i++) {
    const res = await remote.get(`/dev/v1/vehicles/${vehicle.id}/state`);
    if (
      res.statusCode === 200 &&
      res.json<{ dt_canbus: string }>().dt_canbus === snapshot.dt_canbus
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the telemetry did not reach the latest state');
}

const executes = () => [{ status: 'acknowledged' as const }, { status: 'executed' as const }];

async function auditOf(commandId: string) {
  const res = await admin.get('/dev/v1/audit?action=vehicle.command');
  return res
    .json<{
      Items: {
        outcome: string;
        username: string;
        details: { command_id?: string; state: string };
      }[];
    }>()
    .Items.filter((entry) => entry.details.command_id === commandId);
}

describe('POST /dev/v1/navyacontrolapi/<command>', () => {
  it('answers 200 executed once the vehicle confirms, and logs and audits it', async () => {
    const { vehicle, received } = await scriptedVehicle(executes);
    const res = await remote.post('/dev/v1/navyacontrolapi/door/close', { vehicle_id: vehicle.id });
    expect(res.statusCode).toBe(200);
    const { command_id, status } = res.json<{ command_id: string; status: string }>();
    expect(status).toBe('executed');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ command_id, command: 'door/close' });
    const valid = Date.parse(received[0]!.expires_at) - Date.parse(received[0]!.issued_at);
    expect(valid).toBe(SHORT_REQUEST_TIMEOUTS.remote.expiryMs);

    const log = await admin.get(`/dev/v1/navyacontrolapi/commands?vehicle_id=${vehicle.id}`);
    expect(log.statusCode).toBe(200);
    const [row] = log.json<{ Items: VehicleCommandRecord[] }>().Items;
    expect(row).toMatchObject({ command_id, state: 'executed', username: 'remote-operator' });
    expect(row!.history.map((h) => h.state)).toEqual(['sent', 'acknowledged', 'executed']);
    const audit = await auditOf(command_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      outcome: 'success',
      username: 'remote-operator',
      details: { state: 'executed' },
    });
  });

  it('accepts Vehicle_ID as the vehicle', async () => {
    const { vehicle } = await scriptedVehicle(executes);
    const res = await remote.post('/dev/v1/navyacontrolapi/move/start', { Vehicle_ID: vehicle.id });
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 REJECTED with the vehicle’s reason', async () => {
    const { vehicle } = await scriptedVehicle(() => [
      { status: 'acknowledged' },
      { status: 'rejected', reason: 'obstacle in the door area' },
    ]);
    const res = await remote.post('/dev/v1/navyacontrolapi/door/open', { vehicle_id: vehicle.id });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'REJECTED' });
    expect(errorOf(res).message).toContain('obstacle in the door area');
  });

  it('answers 504 VEHICLE_TIMEOUT when the vehicle says nothing, and audits the timeout', async () => {
    const { vehicle, received } = await scriptedVehicle(() => []);
    const commandId = randomUUID();
    const res = await remote.post('/dev/v1/navyacontrolapi/move/stop', {
      vehicle_id: vehicle.id,
      command_id: commandId,
    });
    expect(res.statusCode).toBe(504);
    expect(errorOf(res)).toMatchObject({ code: 'VEHICLE_TIMEOUT' });
    expect(errorOf(res).message).toMatch(
      /did not answer within 2(\.\d)? s; the command has expired/,
    );
    expect(received).toHaveLength(1);
    const audit = await auditOf(commandId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: 'failure', details: { state: 'timed_out' } });
  });

  it('refuses by interlock: no telemetry, door open while moving, start with a door open', async () => {
    const silent = await createMqttVehicle(
      t.database.db,
      await customerIdOf(t.database.db, 'Darwin'),
    );
    const unknown = await remote.post('/dev/v1/navyacontrolapi/door/close', {
      vehicle_id: silent.id,
    });
    expect(unknown.statusCode).toBe(409);
    expect(errorOf(unknown)).toMatchObject({ code: 'INTERLOCK' });
    expect(errorOf(unknown).message).toContain('no telemetry');

    const moving = await scriptedVehicle(executes, { SPEED: 12.5, DOOR_STATUS: 'CLOSED' });
    const open = await remote.post('/dev/v1/navyacontrolapi/door/open', {
      vehicle_id: moving.vehicle.id,
    });
    expect(open.statusCode).toBe(409);
    expect(errorOf(open)).toMatchObject({ code: 'INTERLOCK' });
    expect(errorOf(open).message).toContain('moving (12.5 km/h)');

    const doorOpen = await scriptedVehicle(executes, { SPEED: 0, DOOR_STATUS: 'OPEN' });
    const start = await remote.post('/dev/v1/navyacontrolapi/move/start', {
      vehicle_id: doorOpen.vehicle.id,
    });
    expect(start.statusCode).toBe(409);
    expect(errorOf(start)).toMatchObject({ code: 'INTERLOCK' });
    // Nothing was sent to either vehicle, but a stop always is.
    expect(moving.received).toHaveLength(0);
    expect(doorOpen.received).toHaveLength(0);
    const stop = await remote.post('/dev/v1/navyacontrolapi/move/stop', {
      vehicle_id: doorOpen.vehicle.id,
    });
    expect(stop.statusCode).toBe(200);

    const denied = await admin.get('/dev/v1/audit?action=vehicle.command');
    const interlocks = denied
      .json<{ Items: { outcome: string; details: { vehicle_id: string } }[] }>()
      .Items.filter((e) => e.outcome === 'denied');
    expect(interlocks.map((e) => e.details.vehicle_id)).toEqual(
      expect.arrayContaining([silent.id, moving.vehicle.id, doorOpen.vehicle.id]),
    );
  });

  it('sends a command once for a repeated command_id, and answers the first outcome', async () => {
    const { vehicle, received } = await scriptedVehicle(executes);
    const body = { vehicle_id: vehicle.id, command_id: randomUUID() };
    const [first, second] = await Promise.all([
      remote.post('/dev/v1/navyacontrolapi/door/close', body),
      remote.post('/dev/v1/navyacontrolapi/door/close', body),
    ]);
    const third = await remote.post('/dev/v1/navyacontrolapi/door/close', body);
    for (const res of [first, second, third]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ command_id: body.command_id, status: 'executed' });
    }
    expect(received).toHaveLength(1);
    const other = await remote.post('/dev/v1/navyacontrolapi/door/open', body);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other)).toMatchObject({ code: 'COMMAND_ID_REUSED' });
  });

  it('lets only remote operators and admins of the platform owner command', async () => {
    const { vehicle, received } = await scriptedVehicle(executes);
    await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      customer: 'Campus Mobility',
      groups: ['remote_operator'],
      status: 'CONFIRMED',
      username: 'campus-remote',
    });
    for (const user of ['campus-remote', 'operator', 'customer-admin', 'service-manager']) {
      const caller = await clientFor(t.app, user);
      const res = await caller.post('/dev/v1/navyacontrolapi/move/stop', {
        vehicle_id: vehicle.id,
      });
      expect(res.statusCode, user).toBe(403);
    }
    expect(received).toHaveLength(0);
    const byAdmin = await admin.post('/dev/v1/navyacontrolapi/move/stop', {
      vehicle_id: vehicle.id,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('answers 404 for another customer’s vehicle and 400 for a bad body', async () => {
    const campus = await createMqttVehicle(
      t.database.db,
      await customerIdOf(t.database.db, 'Campus Mobility'),
    );
    const res = await remote.post('/dev/v1/navyacontrolapi/move/stop', { vehicle_id: campus.id });
    expect(res.statusCode).toBe(404);
    for (const body of [{}, { vehicle_id: 'nope' }, { vehicle_id: campus.id, command_id: 7 }]) {
      const bad = await remote.post('/dev/v1/navyacontrolapi/move/stop', body);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
    }
    const mismatch = await remote.post('/dev/v1/navyacontrolapi/move/stop', {
      vehicle_id: campus.id,
      Vehicle_ID: randomUUID(),
    });
    expect(mismatch.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the four commands and the command log', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const command of ['move/start', 'move/stop', 'door/open', 'door/close']) {
      const post = doc.paths[`/dev/v1/navyacontrolapi/${command}`]?.post;
      expect(Object.keys(post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '403', '409', '504']),
      );
    }
    expect(doc.paths['/dev/v1/navyacontrolapi/commands']?.get).toBeDefined();
  });
});

describe('GET /dev/v1/navyacontrolapi/commands', () => {
  it('filters, sorts and pages the command log for admins only', async () => {
    const { vehicle } = await scriptedVehicle(executes);
    for (const command of ['door/close', 'move/start', 'door/close']) {
      expect(
        (await remote.post(`/dev/v1/navyacontrolapi/${command}`, { vehicle_id: vehicle.id }))
          .statusCode,
      ).toBe(200);
    }
    const all = await admin.get(`/dev/v1/navyacontrolapi/commands?vehicle_id=${vehicle.id}`);
    const items = all.json<{ Items: VehicleCommandRecord[]; total: number }>();
    expect(items.total).toBe(3);
    expect(items.Items.map((i) => i.command)).toEqual(['door/close', 'move/start', 'door/close']);

    const closes = await admin.get(
      `/dev/v1/navyacontrolapi/commands?vehicle_id=${vehicle.id}&command=door/close&limit=1&page=2&sort_order=asc`,
    );
    const page = closes.json<{ Items: VehicleCommandRecord[]; Count: number; total: number }>();
    expect(page).toMatchObject({ Count: 1, total: 2 });
    expect(page.Items[0]!.issued_at > items.Items[2]!.issued_at).toBe(true);

    const none = await admin.get(
      `/dev/v1/navyacontrolapi/commands?vehicle_id=${vehicle.id}&state=rejected`,
    );
    expect(none.json<{ total: number }>().total).toBe(0);
    expect((await remote.get('/dev/v1/navyacontrolapi/commands')).statusCode).toBe(403);
    expect((await admin.get('/dev/v1/navyacontrolapi/commands?state=lost')).statusCode).toBe(400);

    const campus = await clientFor(t.app, 'customer-admin');
    const theirs = await campus.get(`/dev/v1/navyacontrolapi/commands?vehicle_id=${vehicle.id}`);
    expect(theirs.json<{ total: number }>().total).toBe(0);
  });

  it('answers 400 naming the field for a time the database cannot hold', async () => {
    for (const field of ['from', 'to']) {
      const res = await admin.get(`/dev/v1/navyacontrolapi/commands?${field}=0000-01-01T00:00:00Z`);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ fields: [`querystring.${field}`] });
      expect(errorOf(res).message).toContain('between the years 0001 and 9999');
    }
  });
});
