import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { type FleetCommandAck, type VehicleLiveState } from '@shuttle-ops/domain';
import type { Fleet } from '@shuttle-ops/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import {
  disposeAll,
  eventually,
  graphqlWsUrl,
  subscribe,
  wsClient,
} from '../../test/graphql-client.ts';
import { createMqttVehicle, type TestVehicle } from '../../test/vehicles.ts';
import { simulateShuttle } from '../../test/simulated-shuttle.ts';
import { testAppWith } from '../../test/test-kit.ts';

/**
 * Remote commands to a simulated shuttle over real MQTT: the server's interlocks, the vehicle's
 * braking, doors and expiry, the command's states on `onVehicleCommand`, the audit log.
 */

/** Simulated seconds per real second: the shuttle leaves its first stop within seconds. */
const TIME_SCALE = 4;

const { t } = testAppWith({});
let fleet: Fleet;
let shuttle: TestVehicle;
let remote: TestClient;
let admin: TestClient;
const sockets: Client[] = [];

beforeAll(async () => {
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  shuttle = await createMqttVehicle(t.database.db, await customerIdOf(t.database.db, 'Darwin'));
  fleet = simulateShuttle(t, shuttle, { timeScale: TIME_SCALE, tickMs: 250 });
  remote = await clientFor(t.app, 'remote-operator');
  admin = await clientFor(t.app, 'admin');
});
afterAll(async () => {
  await disposeAll(sockets);
  await fleet.stop();
});

/** The latest state; null until the shuttle has reported (404). */
async function stateOf(): Promise<VehicleLiveState | null> {
  const res = await remote.get(`/dev/v1/vehicles/${shuttle.id}/state`);
  if (res.statusCode === 404) return null;
  expect(res.statusCode).toBe(200);
  return res.json<VehicleLiveState>();
}

/** Polls the latest state (what the server's interlocks see) until `check` holds. */
async function until(check: (state: VehicleLiveState) => boolean, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const state = await stateOf();
    if (state?.received_at && check(state)) return state;
    if (Date.now() - started > timeoutMs) throw new Error(`not reached: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A state from a snapshot the server received after `after`. */
const receivedAfter = (after: number) => (s: VehicleLiveState) =>
  Date.parse(s.received_at ?? '') > after;

const command = (name: string, body: object = {}) =>
  remote.post(`/dev/v1/navyacontrolapi/${name}`, { vehicle_id: shuttle.id, ...body });

describe('remote control of a simulated shuttle', () => {
  it('refuses door/open while moving (409 INTERLOCK) and sends nothing', async () => {
    await until((s) => (s.speed ?? 0) > 10);
    const before = fleet.snapshot()[0]!.link.commandsReceived;
    const res = await command('door/open');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'INTERLOCK' });
    expect(errorOf(res).message).toMatch(/moving/);
    expect(fleet.snapshot()[0]!.link.commandsReceived).toBe(before);
  });

  it('stops a moving shuttle, answers once it stands, shows each state live and holds it', async () => {
    const socket = wsClient(await graphqlWsUrl(t.app), {
      'x-api-key': t.env.PUBLIC_API_KEY,
      'x-token': remote.tokens.AccessToken,
    });
    sockets.push(socket);
    const live = subscribe(
      socket,
      'subscription ($v: ID) { onVehicleCommand(vehicle_id: $v) { command_id command state username } }',
      { v: shuttle.id },
    );
    // Frames of commands sent before the subscription is in place would be missed.
    await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 1);
    await until((s) => (s.speed ?? 0) > 10);

    const commandId = randomUUID();
    const res = await command('move/stop', { command_id: commandId });
    const answeredAt = Date.now();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ command_id: commandId, status: 'executed' });
    // The answer comes once the shuttle stands (bench/ times the braking, not this test).
    expect(fleet.snapshot()[0]!.speedKmh).toBe(0);

    const stopped = await until(receivedAfter(answeredAt));
    expect(stopped.speed).toBe(0);
    await live.until(3);
    expect(live.frames.map((f) => f.data?.onVehicleCommand)).toEqual([
      { command_id: commandId, command: 'move/stop', state: 'sent', username: 'remote-operator' },
      {
        command_id: commandId,
        command: 'move/stop',
        state: 'acknowledged',
        username: 'remote-operator',
      },
      {
        command_id: commandId,
        command: 'move/stop',
        state: 'executed',
        username: 'remote-operator',
      },
    ]);

    // Held: later snapshots still say 0, at the same place.
    const later = await until(receivedAfter(Date.now() + 1500));
    expect(later.speed).toBe(0);
    expect(later.lat).toBe(stopped.lat);

    // The same command_id again is answered from the log, not sent again.
    const received = fleet.snapshot()[0]!.link.commandsReceived;
    const again = await command('move/stop', { command_id: commandId });
    expect(again.json()).toEqual({ command_id: commandId, status: 'executed' });
    expect(fleet.snapshot()[0]!.link.commandsReceived).toBe(received);

    const audit = await admin.get('/dev/v1/audit?action=vehicle.command');
    const entries = audit
      .json<{ Items: { outcome: string; username: string; details: { command_id?: string } }[] }>()
      .Items.filter((e) => e.details.command_id === commandId);
    expect(entries).toEqual([
      expect.objectContaining({ outcome: 'success', username: 'remote-operator' }),
    ]);
  });

  it('opens the doors only at a standstill and starts only with them closed', async () => {
    await until((s) => s.speed === 0);
    expect((await command('door/open')).statusCode).toBe(200);
    await until((s) => s.doors === 'OPEN');
    const start = await command('move/start');
    expect(start.statusCode).toBe(409);
    expect(errorOf(start)).toMatchObject({ code: 'INTERLOCK' });

    expect((await command('door/close')).statusCode).toBe(200);
    await until((s) => s.doors === 'CLOSED');
    const resumed = await command('move/start');
    expect(resumed.statusCode).toBe(200);
    await until((s) => (s.speed ?? 0) > 0);
  });

  it('a command that reaches the vehicle after its expiry is answered expired and not carried out', async () => {
    await until((s) => (s.speed ?? 0) > 5);
    const answers: FleetCommandAck[] = [];
    const stop = await t.app.bus.subscribe(shuttle.customerId, (event) => {
      if (event.type === 'commandAck') answers.push(event.payload);
    });
    // As if held up in the network: it was issued 10 s ago and expired 5 s ago.
    const issued = Date.now() - 10_000;
    const commandId = randomUUID();
    await t.app.mqtt.sendCommand(shuttle.customerId, shuttle.id, {
      command_id: commandId,
      command: 'move/stop',
      issued_at: new Date(issued).toISOString(),
      expires_at: new Date(issued + 5000).toISOString(),
    });
    const started = Date.now();
    while (!answers.some((a) => a.command_id === commandId) && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    expect(answers.filter((a) => a.command_id === commandId).map((a) => a.status)).toEqual([
      'expired',
    ]);
    // Not held: a second later it is still (or again, after a stop's service) driving; a shuttle
    // held by the stop would stand until move/start.
    const after = Date.now() + 1000;
    const later = await until((s) => receivedAfter(after)(s) && (s.speed ?? 0) > 0, 20_000);
    expect(later.speed).toBeGreaterThan(0);
  });
});
