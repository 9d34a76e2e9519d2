import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetTopic, vehicleClientId, type UnsignedFleetCommand } from '@shuttle-ops/domain';
import { vehicles } from '../vehicles/schema.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { createCustomer } from '../../test/factories.ts';
import { startDynsecBroker, type TestBroker } from '../../test/mosquitto.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closed, publish } from '../../test/vehicles.ts';

// Vehicles created, rotated, deleted and anonymized through the API, as an administrator does,
// against a real Mosquitto with dynamic security: what the broker then lets each vehicle do.

interface Created {
  Vehicle_ID: string;
  Customer_ID: string;
  mqtt: { username: string; password: string };
}

/**
 * How long a broker's answer may take on a loaded test machine. The API answers only after the
 * broker has applied the change, so a vehicle connects on its first try (no reconnects) right
 * after the answer; the broker's speed itself is not what these tests time.
 */
const WITHIN_MS = 15_000;

let broker: TestBroker;
let t: TestApp;
let admin: TestClient;
const links: MqttClient[] = [];

beforeAll(async () => {
  broker = await startDynsecBroker();
  t = await createTestApp({ MQTT_URL: broker.adminUrl, MQTT_INGEST_CONNECTIONS: '1' });
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  admin = await clientFor(t.app, 'admin');
});
afterAll(async () => {
  await Promise.allSettled(links.map((link) => link.endAsync(true)));
  await t?.close();
  await broker?.stop();
});

async function createVehicle(body: Record<string, unknown> = {}): Promise<Created> {
  const res = await admin.post('/dev/v1/vehicles', {
    operation: 'CREATE',
    name: `Broker shuttle ${randomUUID().slice(0, 8)}`,
    status_flag: 'active',
    maxOccupancy: 10,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Created>();
}

/** Signs in as the vehicle (its own client id), MQTT 5 unless told. */
async function connectAs(
  vehicle: Created,
  password = vehicle.mqtt.password,
  options: IClientOptions = {},
): Promise<MqttClient> {
  const link = await connectAsync(broker.url, {
    clientId: vehicleClientId(vehicle.Vehicle_ID),
    username: vehicle.mqtt.username,
    password,
    protocolVersion: 5,
    reconnectPeriod: 0,
    connectTimeout: WITHIN_MS,
    ...options,
  });
  links.push(link);
  return link;
}

const refusedSignIn = /Not authorized|Bad User Name or Password/;

/** Waits for `happened`, failing with `what` after WITHIN_MS. */
function within(happened: Promise<void>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not within ${WITHIN_MS} ms`)), WITHIN_MS);
  });
  return Promise.race([happened, late]).finally(() => clearTimeout(timer));
}
const topic = (v: Created, kind: Parameters<typeof fleetTopic>[2]) =>
  fleetTopic(v.Customer_ID, v.Vehicle_ID, kind);

const telemetry = (v: Created, seq: number) => ({
  vehicle_id: v.Vehicle_ID,
  customer_id: v.Customer_ID,
  dt_canbus: new Date(Date.UTC(2026, 2, 2, 9, 0, seq)).toISOString(),
  seq,
  measure_values_list: [
    { measure_name: 'LATITUDE', measure_value: 51.5752 },
    { measure_name: 'LONGITUDE', measure_value: -1.3105 },
  ],
});

/** Resolves with the first bus event of the customer that matches (subscribed before acting). */
async function nextEvent(customerId: string, match: (e: BusEvent) => boolean) {
  let resolve: (event: BusEvent) => void = () => undefined;
  const found = new Promise<BusEvent>((r) => (resolve = r));
  const stop = await t.app.bus.subscribe(customerId, (event) => {
    if (match(event)) resolve(event);
  });
  return found.finally(stop);
}

describe('vehicle accounts on a Mosquitto with dynamic security', () => {
  it('lets a vehicle created through the API sign in at its first try, send its telemetry and get its commands', async () => {
    const vehicle = await createVehicle();
    const link = await connectAs(vehicle);
    const stored = nextEvent(
      vehicle.Customer_ID,
      (e) => e.type === 'telemetry' && e.vehicleId === vehicle.Vehicle_ID,
    );
    // PUBACK without an error: MQTT 5 answers a refused publish with reason 0x87.
    await publish(link, topic(vehicle, 'telemetry'), telemetry(vehicle, 1));
    const granted = await link.subscribeAsync(topic(vehicle, 'commands'), { qos: 1 });
    expect(granted.map((g) => g.qos)).toEqual([1]);
    // The server's role: its ingest reads the shared subscription and it may send commands.
    await stored;
    const command: UnsignedFleetCommand = {
      command_id: randomUUID(),
      command: 'move/stop',
      issued_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 10_000).toISOString(),
    };
    const received = new Promise<string>((resolve) =>
      link.once('message', (_topic, payload) => resolve(payload.toString())),
    );
    await t.app.mqtt.sendCommand(vehicle.Customer_ID, vehicle.Vehicle_ID, command);
    const sent = JSON.parse(await received) as Record<string, unknown>;
    expect(sent).toMatchObject(command);
    expect(sent.nonce).toMatch(/^[\w-]{22}$/);
  });

  it('refuses anonymous clients, and a vehicle on another vehicle’s topics or on its own commands', async () => {
    await expect(
      connectAsync(broker.url, { protocolVersion: 5, reconnectPeriod: 0 }),
    ).rejects.toThrow(refusedSignIn);
    const [mine, other] = [await createVehicle(), await createVehicle()];

    // MQTT 5: the broker answers PUBACK and SUBACK with 0x87 (not authorized).
    const link = await connectAs(mine);
    for (const forbidden of [topic(other, 'telemetry'), topic(mine, 'commands')]) {
      await expect(publish(link, forbidden, telemetry(mine, 2))).rejects.toMatchObject({
        code: 0x87,
      });
    }
    for (const forbidden of [topic(other, 'commands'), 'fleet/#']) {
      await expect(link.subscribeAsync(forbidden, { qos: 1 })).rejects.toMatchObject({
        packet: { granted: [0x87] },
      });
    }

    // MQTT 3.1.1 has no negative PUBACK: Mosquitto acknowledges and drops the message, and
    // refuses the subscription with SUBACK 0x80. Watched by the broker's administrator.
    const watcher = await connectAsync(broker.adminUrl, { reconnectPeriod: 0 });
    links.push(watcher);
    await watcher.subscribeAsync('fleet/#', { qos: 1 });
    const seen: string[] = [];
    const ownArrived = new Promise<void>((resolve) =>
      watcher.on('message', (t) => {
        seen.push(t);
        if (t === topic(mine, 'alerts')) resolve();
      }),
    );
    const v311 = await connectAs(mine, mine.mqtt.password, {
      protocolVersion: 4,
      clientId: `${mine.mqtt.username}-311`,
    });
    await publish(v311, topic(other, 'telemetry'), telemetry(other, 3));
    await publish(v311, topic(mine, 'commands'), '{}');
    await publish(v311, topic(mine, 'alerts'), '{}');
    // In order on one connection: once its own message is through, the others were dropped.
    await ownArrived;
    expect(seen).toEqual([topic(mine, 'alerts')]);
    await expect(v311.subscribeAsync(topic(other, 'commands'), { qos: 1 })).rejects.toMatchObject({
      packet: { granted: [0x80] },
    });
    expect(v311.connected).toBe(true);
  });

  it('rotating: the old password is refused and its connection ends, the new one works', async () => {
    const vehicle = await createVehicle();
    const old = await connectAs(vehicle);
    const ended = closed(old);
    const res = await admin.post(`/dev/v1/vehicles/${vehicle.Vehicle_ID}/mqtt-credentials`);
    expect(res.statusCode).toBe(200);
    const rotated = res.json<Created>();
    await within(ended, 'the old password’s connection closed');
    await expect(connectAs(vehicle)).rejects.toThrow(refusedSignIn);
    const renewed = await connectAs(vehicle, rotated.mqtt.password);
    await publish(renewed, topic(vehicle, 'telemetry'), telemetry(vehicle, 4));
  });

  it('deleting: the vehicle’s connection ends and it cannot sign in again', async () => {
    const vehicle = await createVehicle();
    const link = await connectAs(vehicle);
    const ended = closed(link);
    const res = await admin.delete('/dev/v1/vehicles', { Vehicle_ID: vehicle.Vehicle_ID });
    expect(res.statusCode).toBe(200);
    await within(ended, 'the deleted vehicle’s connection closed');
    await expect(connectAs(vehicle)).rejects.toThrow(refusedSignIn);
  });

  it('anonymizing the vehicle, or its customer, ends its account', async () => {
    const vehicle = await createVehicle();
    const link = await connectAs(vehicle);
    const ended = closed(link);
    const res = await admin.post('/dev/v1/vehicles/anonymize', { Vehicle_ID: vehicle.Vehicle_ID });
    expect(res.statusCode).toBe(200);
    await within(ended, 'the anonymized vehicle’s connection closed');
    await expect(connectAs(vehicle)).rejects.toThrow(refusedSignIn);

    const customer = await createCustomer(t.database.db);
    const theirs = await createVehicle({ Customer_ID: customer.id });
    await connectAs(theirs).then((l) => l.endAsync());
    const gone = await admin.post('/dev/v1/customers/anonymize', { Customer_ID: customer.id });
    expect(gone.statusCode).toBe(200);
    await expect(connectAs(theirs)).rejects.toThrow(refusedSignIn);
  });

  // Last: the broker goes away.
  it('answers 503 BROKER_UNAVAILABLE when the broker does not confirm, and changes nothing', async () => {
    const vehicle = await createVehicle();
    const [before] = await t.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.Vehicle_ID));
    await broker.stop();

    const name = `Never made ${randomUUID().slice(0, 8)}`;
    const create = await admin.post('/dev/v1/vehicles', {
      operation: 'CREATE',
      name,
      status_flag: 'active',
      maxOccupancy: 10,
    });
    expect(create.statusCode).toBe(503);
    expect(errorOf(create).code).toBe('BROKER_UNAVAILABLE');
    const found = await admin.get(`/dev/v1/vehicles/find?query=${encodeURIComponent(name)}`);
    expect(found.json()).toMatchObject({ total: 0 });

    const rotate = await admin.post(`/dev/v1/vehicles/${vehicle.Vehicle_ID}/mqtt-credentials`);
    expect(errorOf(rotate).code).toBe('BROKER_UNAVAILABLE');
    const remove = await admin.delete('/dev/v1/vehicles', { Vehicle_ID: vehicle.Vehicle_ID });
    expect(errorOf(remove).code).toBe('BROKER_UNAVAILABLE');
    const anonymize = await admin.post('/dev/v1/vehicles/anonymize', {
      Vehicle_ID: vehicle.Vehicle_ID,
    });
    expect(errorOf(anonymize).code).toBe('BROKER_UNAVAILABLE');
    const [after] = await t.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.Vehicle_ID));
    expect(after).toEqual(before);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({ checks: { broker_accounts: { ok: false } } });
  });
});
