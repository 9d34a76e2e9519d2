import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import {
  fleetCommand,
  type CommandAckStatus,
  type FleetCommand,
  type VehicleCommandRecord,
  type VehicleRefusal,
} from '@shuttle-ops/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BusEvent } from '../../events/bus-event.ts';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import { startAnonymousBroker } from '../../test/mosquitto.ts';
import { tcpCut, type TcpCut } from '../../test/tcp-cut.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createMqttVehicle,
  metricValue,
  publish,
  topicOf,
  type TestVehicle,
} from '../../test/vehicles.ts';
import { slotClientId } from './ingest-slots.ts';

/**
 * The ack watch on a real Mosquitto: every copy hears a command's answers at once, even when the
 * shared ingest (the only path that publishes them on the bus) cannot take them in; an answer
 * without its command's nonce is refused and heard by nobody.
 */
const run = randomUUID().slice(0, 8);
const clientId = `acks-${run}`;

let broker: Awaited<ReturnType<typeof startAnonymousBroker>>;
let cut: TcpCut;
let t: TestApp;
let remote: TestClient;
let admin: TestClient;
const links: MqttClient[] = [];
/** Every command answer the bus delivered (only the shared ingest publishes them). */
const onBus: BusEvent[] = [];

beforeAll(async () => {
  broker = await startAnonymousBroker();
  // The server reaches the broker through a relay whose connections the tests cut.
  cut = await tcpCut(broker.url);
  t = await createTestApp({
    MQTT_URL: cut.url,
    MQTT_UNAUTHENTICATED_BROKER: 'accept',
    MQTT_CLIENT_ID: clientId,
    MQTT_SHARE_GROUP: `acks-${run}`,
    MQTT_INGEST_CONNECTIONS: '1',
    MQTT_SESSION_EXPIRY: '300',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  await t.app.bus.subscribe('*', (event) => {
    if (event.type === 'commandAck') onBus.push(event);
  });
  remote = await clientFor(t.app, 'remote-operator');
  admin = await clientFor(t.app, 'admin');
});
afterAll(async () => {
  await Promise.all(links.map((link) => link.endAsync(true)));
  await t?.close();
  await cut?.close();
  await broker?.stop();
});

type Answer = { status: CommandAckStatus; nonce?: string | undefined };

/** A vehicle on the broker that answers each command with `answers` (its nonce unless given). */
async function answeringVehicle(answers: (command: FleetCommand) => Answer[]) {
  const vehicle: TestVehicle = await createMqttVehicle(
    t.database.db,
    await customerIdOf(t.database.db, 'Darwin'),
  );
  const link = await connectAsync(broker.url, {
    clientId: `veh-${vehicle.id}`,
    protocolVersion: 4,
    reconnectPeriod: 0,
  });
  links.push(link);
  await link.subscribeAsync(topicOf(vehicle, 'commands'), { qos: 1 });
  link.on('message', (_topic, body) => {
    const command = fleetCommand.parse(JSON.parse(body.toString()));
    void (async () => {
      for (const answer of answers(command)) {
        await publish(link, topicOf(vehicle, 'commands/ack'), {
          command_id: command.command_id,
          vehicle_id: vehicle.id,
          at: new Date().toISOString(),
          ...answer,
        });
      }
    })();
  });
  return vehicle;
}

const acksOnBus = (commandId: string) =>
  onBus.filter((e) => e.type === 'commandAck' && e.payload.command_id === commandId);

describe('the ack watch', () => {
  it('settles a command from the watch while the ingest session of its answers is down', async () => {
    const vehicle = await answeringVehicle((command) => [
      { status: 'acknowledged', nonce: command.nonce },
      { status: 'executed', nonce: command.nonce },
    ]);
    const log = async () =>
      (await admin.get(`/dev/v1/navyacontrolapi/commands?vehicle_id=${vehicle.id}`)).json<{
        Items: VehicleCommandRecord[];
      }>().Items;
    // The only ingest session of the group is cut off, and stays so: the broker keeps what
    // comes for it. The ack watch (another connection) stays.
    const ingest = slotClientId(clientId, 0, 0);
    cut.refuse(ingest);
    let commandId = '';
    try {
      expect(cut.cut(ingest)).toBe(1);
      await vi.waitFor(() => expect(t.app.mqtt.check()).resolves.toBeUndefined());
      const res = await remote.post('/dev/v1/navyacontrolapi/move/stop', {
        vehicle_id: vehicle.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'executed' });
      commandId = res.json<{ command_id: string }>().command_id;
      expect(acksOnBus(commandId)).toEqual([]);
      await vi.waitFor(async () => expect((await log())[0]?.state).toBe('executed'));
    } finally {
      cut.allow();
    }
    // Back online, the ingest takes in the answers that waited in its session and publishes
    // them; heard a second time, they change nothing.
    await vi.waitFor(() => expect(acksOnBus(commandId)).toHaveLength(2), { timeout: 10_000 });
    const [row] = await log();
    expect(row).toMatchObject({ command_id: commandId, state: 'executed' });
    expect(row!.history.map((h) => h.state)).toEqual(['sent', 'acknowledged', 'executed']);
  });

  it('refuses an answer without the nonce of its command, counts it, and lets it settle nothing', async () => {
    const nonces = [undefined, 'AAAAAAAAAAAAAAAAAAAAAA'];
    const vehicle = await answeringVehicle(() =>
      nonces.map((nonce) => ({ status: 'executed', nonce })),
    );
    const refused = async () =>
      metricValue((await t.app.inject({ url: '/metrics' })).body, 'fleet_messages_rejected_total', {
        reason: 'NONCE',
      });
    const before = await refused();
    const heard: string[] = [];
    const stop = t.app.mqtt.commandAcks.subscribe((e) => heard.push(e.payload.command_id));
    try {
      const outcome = await t.app.vehicleRequests.request({
        customerId: vehicle.customerId,
        vehicleId: vehicle.id,
        command: { command: 'move/stop' },
        timeouts: { expiryMs: 1000, answerGraceMs: 1000, finishWithinMs: 3000 },
      });
      expect(outcome).toEqual({ state: 'timed_out', heard: null });
    } finally {
      stop();
    }
    await vi.waitFor(async () => expect(await refused()).toBe(before + 2));
    expect(heard).toEqual([]);
    expect(onBus.filter((e) => e.vehicleId === vehicle.id)).toEqual([]);
    await vi.waitFor(async () => {
      const res = await admin.get(`/dev/v1/vehicles/${vehicle.id}/refusals`);
      const reasons = res.json<{ Items: VehicleRefusal[] }>().Items.map((r) => r.reason);
      expect(reasons).toContain('NONCE');
    });
  });
});
