import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetCommand, type UnsignedFleetCommand, vehicleClientId } from '@shuttle-ops/domain';
import { telemetrySnapshots } from './schema.ts';
import { clientFor } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import {
  connectVehicle,
  createMqttVehicle,
  listenForVehicles,
  metricValue,
  publish,
  telemetryOf,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});
let url: string;
let darwinId: string;

beforeAll(async () => {
  url = await listenForVehicles(t.app);
  darwinId = await customerIdOf(t.database.db, 'Darwin');
});

const authFailures = async (reason: string) =>
  metricValue((await t.app.inject({ url: '/metrics' })).body, 'fleet_mqtt_auth_failures_total', {
    reason,
  });

/** The CONNACK return code of a refused connection. */
async function refusal(connecting: Promise<MqttClient>): Promise<unknown> {
  try {
    const client = await connecting;
    await client.endAsync();
    return 'connected';
  } catch (err) {
    return (err as { code?: unknown }).code;
  }
}

describe('signing in', () => {
  let vehicle: TestVehicle;
  beforeAll(async () => {
    vehicle = await createMqttVehicle(t.database.db, darwinId);
  });

  it('lets a vehicle in with its own credentials only', async () => {
    const before = await authFailures('credentials');
    expect(await refusal(connectVehicle(url, { ...vehicle, password: 'not-the-password' }))).toBe(
      4,
    );
    expect(await refusal(connectVehicle(url, { ...vehicle, username: 'veh-nobody' }))).toBe(4);
    expect(
      await refusal(connectVehicle(url, vehicle, { username: undefined, password: undefined })),
    ).toBe(4);
    expect(await authFailures('credentials')).toBe(before + 3);
    expect(await refusal(connectVehicle(url, vehicle))).toBe('connected');
    // Again, from the verification cache.
    expect(await refusal(connectVehicle(url, vehicle))).toBe('connected');
  });

  it("refuses another vehicle's client id, so no session can be taken over", async () => {
    const other = await createMqttVehicle(t.database.db, darwinId);
    const owner = await connectVehicle(url, other);
    expect(
      await refusal(connectVehicle(url, vehicle, { clientId: vehicleClientId(other.id) })),
    ).toBe(2);
    expect(owner.connected).toBe(true);
    await owner.endAsync();
    expect(
      await refusal(connectVehicle(url, vehicle, { clientId: `${vehicle.username}-diagnostics` })),
    ).toBe('connected');
  });

  it('stops accepting a password as soon as it is rotated', async () => {
    expect(await refusal(connectVehicle(url, vehicle))).toBe('connected');
    const admin = await clientFor(t.app, 'admin');
    const res = await admin.post(`/dev/v1/vehicles/${vehicle.id}/mqtt-credentials`);
    expect(res.statusCode).toBe(200);
    const { password } = res.json<{ mqtt: { password: string } }>().mqtt;
    expect(await refusal(connectVehicle(url, vehicle))).toBe(4);
    expect(await refusal(connectVehicle(url, { ...vehicle, password }))).toBe('connected');
  });
});

describe('subscriptions and commands', () => {
  it('lets a vehicle subscribe to its own commands only, and delivers the commands sent to it', async () => {
    const vehicle = await createMqttVehicle(t.database.db, darwinId);
    const other = await createMqttVehicle(t.database.db, darwinId);
    const client = await connectVehicle(url, vehicle);
    try {
      const before = await authFailures('subscribe');
      const granted = await client.subscribeAsync(topicOf(vehicle, 'commands'), { qos: 1 });
      expect(granted.map((g) => g.qos)).toEqual([1]);
      for (const topic of [topicOf(other, 'commands'), 'fleet/#', '$share/g/fleet/+/+/+']) {
        // SUBACK 0x80: refused, and the connection stays.
        await expect(client.subscribeAsync(topic, { qos: 1 })).rejects.toMatchObject({
          packet: { granted: [128] },
        });
      }
      expect(client.connected).toBe(true);
      expect(await authFailures('subscribe')).toBe(before + 3);

      const command: UnsignedFleetCommand = {
        command_id: randomUUID(),
        command: 'door/open',
        issued_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 10_000).toISOString(),
      };
      const received = new Promise<{ topic: string; body: string }>((resolve) =>
        client.once('message', (topic, body) => resolve({ topic, body: body.toString() })),
      );
      await t.app.mqtt.sendCommand(vehicle.customerId, vehicle.id, command);
      const message = await received;
      expect(message.topic).toBe(topicOf(vehicle, 'commands'));
      // Sent with the nonce of this vehicle and command, which its answers must echo.
      const sent = fleetCommand.parse(JSON.parse(message.body));
      const { nonce, ...rest } = sent;
      expect(rest).toEqual(command);
      expect(nonce).toMatch(/^[\w-]{22}$/);
      const next = new Promise<string>((resolve) =>
        client.once('message', (_topic, body) => resolve(body.toString())),
      );
      const again = { ...command, command_id: randomUUID() };
      await t.app.mqtt.sendCommand(vehicle.customerId, vehicle.id, again);
      expect(fleetCommand.parse(JSON.parse(await next)).nonce).not.toBe(sent.nonce);
    } finally {
      await client.endAsync();
    }
  });
});

describe('MQTT over WebSocket', () => {
  it('serves vehicles at /mqtt on the HTTP port, with the same rules', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const vehicle = await createMqttVehicle(t.database.db, darwinId);
    const client = await connectVehicle(`ws://127.0.0.1:${port}/mqtt`, vehicle);
    try {
      await publish(client, topicOf(vehicle, 'telemetry'), telemetryOf(vehicle, 7));
      const rows = await t.database.db
        .select()
        .from(telemetrySnapshots)
        .where(eq(telemetrySnapshots.vehicleId, vehicle.id));
      expect(rows.map((r) => r.seq)).toEqual([7]);
      expect(
        await refusal(connectVehicle(`ws://127.0.0.1:${port}/mqtt`, { ...vehicle, password: 'x' })),
      ).toBe(4);
    } finally {
      await client.endAsync();
    }
  });
});
