import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VEHICLES, fleetTopic, vehicleMqttUsername } from '@shuttle-ops/domain';
import { startFleet } from '@shuttle-ops/simulator';
import { buildApp } from '../../app.ts';
import { demoMqttPassword } from '../../db/demo-fleet.ts';
import { vehicles } from '../vehicles/schema.ts';
import { customerIdOf } from '../../test/factories.ts';
import { startDynsecBroker, type TestBroker } from '../../test/mosquitto.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { createMqttVehicle, metricValue, publish, type TestVehicle } from '../../test/vehicles.ts';
import { accountCommands, type BrokerClient } from './account-commands.ts';
import { accountNames } from './account-names.ts';
import { openControlChannel, type ControlChannel } from './control-channel.ts';

// The reconcile against a real Mosquitto with dynamic security: the broker ends up holding the
// database's vehicles and nothing else of this install's, and never loses anyone else's client.

const names = accountNames('shuttle-ops');
let broker: TestBroker;
let t: TestApp;
let control: ControlChannel;
let darwin: string;
/** In the database since a minute ago, without an account: its password is known as a hash only. */
let old: TestVehicle;
/** Created a moment ago without an account: the API may be making it; left to the next pass. */
let young: TestVehicle;
const stray = randomUUID();
const otherInstall = randomUUID();

const clients = () => accountCommands(control, names).listClients();
const roles = () => accountCommands(control, names).listRoles();
const clientOf = async (vehicleId: string): Promise<BrokerClient | undefined> =>
  (await clients()).find((c) => c.username === vehicleMqttUsername(vehicleId));

const signIn = (username: string, password: string) =>
  connectAsync(broker.url, { username, password, protocolVersion: 5, reconnectPeriod: 0 });
const refusedSignIn = /Not authorized|Bad User Name or Password/;

const backdate = (vehicleId: string) =>
  t.database.db
    .update(vehicles)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(vehicles.id, vehicleId));

beforeAll(async () => {
  broker = await startDynsecBroker();
  t = await createTestApp({ MQTT_URL: broker.adminUrl, MQTT_INGEST_CONNECTIONS: '1' });
  darwin = await customerIdOf(t.database.db, 'Darwin');
  old = await createMqttVehicle(t.database.db, darwin);
  await backdate(old.id);
  young = await createMqttVehicle(t.database.db, darwin);
  control = await openControlChannel({
    url: broker.adminUrl,
    clientId: 'reconcile-test',
    timeoutMs: 5000,
    logger: { info: () => undefined, warn: () => undefined },
  });
  // What an earlier life of this install left behind (its vehicle is gone), another install's
  // vehicle, and a client someone made by hand.
  await control.run([
    { body: { command: 'createRole', rolename: names.vehicleRole(stray) } },
    {
      body: {
        command: 'createClient',
        username: vehicleMqttUsername(stray),
        password: 'stray-password',
        textdescription: names.marker(darwin, stray),
        roles: [{ rolename: names.vehicleRole(stray) }],
      },
    },
    {
      body: {
        command: 'createClient',
        username: vehicleMqttUsername(otherInstall),
        password: 'other-password',
        textdescription: `other-install:vehicle:${darwin}/${otherInstall}`,
      },
    },
    { body: { command: 'createClient', username: 'gateway', password: 'gateway-password' } },
  ]);
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await control?.close();
  await t?.close();
  await broker?.stop();
});

const reconciled = async (outcome: string) =>
  metricValue((await t.app.inject({ url: '/metrics' })).body, 'broker_accounts_reconciled_total', {
    outcome,
  });

describe('the reconcile at start', () => {
  it('gives every vehicle of the database an account and deletes this install’s strays only', async () => {
    const usernames = (await clients()).map((c) => c.username);
    expect(usernames).not.toContain(vehicleMqttUsername(stray));
    expect(await roles()).not.toContain(names.vehicleRole(stray));
    expect(usernames).toEqual(
      expect.arrayContaining([vehicleMqttUsername(otherInstall), 'gateway', broker.admin.username]),
    );
    for (const demo of DEMO_VEHICLES) {
      expect(await clientOf(demo.Vehicle_ID)).toMatchObject({
        textdescription: `shuttle-ops:vehicle:${await customerIdOf(t.database.db, demo.customer)}/${demo.Vehicle_ID}`,
        roles: [{ rolename: names.vehicleRole(demo.Vehicle_ID) }],
      });
    }
    expect(await clientOf(old.id)).toMatchObject({
      textdescription: names.marker(darwin, old.id),
      disabled: true,
    });
    expect(await clientOf(young.id)).toBeUndefined();
    expect({
      created: await reconciled('created'),
      created_disabled: await reconciled('created_disabled'),
      deleted: await reconciled('deleted'),
      role_deleted: await reconciled('role_deleted'),
    }).toEqual({ created: DEMO_VEHICLES.length, created_disabled: 1, deleted: 1, role_deleted: 1 });
  });

  it('lets a demo vehicle in with its seeded password; any other waits for new credentials', async () => {
    const demo = DEMO_VEHICLES[0]!;
    const link = await signIn(
      vehicleMqttUsername(demo.Vehicle_ID),
      demoMqttPassword(DEMO_PASSWORD, demo.name),
    );
    await publish(link, fleetTopic(darwin, demo.Vehicle_ID, 'telemetry'), {
      vehicle_id: demo.Vehicle_ID,
      customer_id: darwin,
      dt_canbus: new Date().toISOString(),
      measure_values_list: [{ measure_name: 'SPEED', measure_value: 3 }],
    });
    await link.endAsync();
    await expect(signIn(old.username, old.password)).rejects.toThrow(refusedSignIn);
  });

  it('lets `npm start`’s simulated shuttles drive on that broker', async () => {
    const shuttles = await t.app.demoVehicles();
    expect(shuttles).toHaveLength(DEMO_VEHICLES.length);
    // Every one of them: the last is the other customer's.
    const waiting = new Set(shuttles.map((s) => s.Vehicle_ID));
    let allReported: () => void = () => undefined;
    const reported = new Promise<void>((resolve) => (allReported = resolve));
    const stop = await t.app.bus.subscribe('*', (event) => {
      if (event.type === 'telemetry' && waiting.delete(event.vehicleId) && waiting.size === 0) {
        allReported();
      }
    });
    const fleet = startFleet({ brokerUrl: broker.url, vehicles: shuttles, tickMs: 200 });
    try {
      await reported;
    } finally {
      await fleet.stop();
      stop();
    }
  });

  it('is the only copy reconciling: another process on the same database leaves it alone', async () => {
    // Its own ingest client ids, as each copy has.
    const env = { ...t.env, MQTT_CLIENT_ID: 'other-copy' };
    const other = await buildApp(env, { database: t.database, logger: false });
    try {
      await other.mqtt.listen({ port: 0, host: '127.0.0.1' });
      expect(other.brokerAccounts.kind).toBe('dynamic-security');
      expect(await other.brokerAccounts.reconcile()).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('a later reconcile', () => {
  it('follows what changed behind the server’s back, and then changes nothing', async () => {
    const demo = DEMO_VEHICLES[1]!;
    const campus = DEMO_VEHICLES[2]!;
    // Gone from the database; credentials revoked; its role taken away on the broker (the role
    // deleted too, once no client holds it); no longer young.
    await t.database.db.delete(vehicles).where(eq(vehicles.id, old.id));
    await t.database.db
      .update(vehicles)
      .set({ mqttPasswordHash: null })
      .where(eq(vehicles.id, campus.Vehicle_ID));
    const rolename = names.vehicleRole(demo.Vehicle_ID);
    await control.run([
      {
        body: {
          command: 'removeClientRole',
          username: vehicleMqttUsername(demo.Vehicle_ID),
          rolename,
        },
      },
      { body: { command: 'deleteRole', rolename } },
    ]);
    await backdate(young.id);

    expect(await t.app.brokerAccounts.reconcile()).toEqual({
      created: 0,
      created_disabled: 1,
      deleted: 2,
      role_created: 1,
      role_deleted: 2,
      foreign: 0,
    });
    expect(await clientOf(old.id)).toBeUndefined();
    expect(await clientOf(campus.Vehicle_ID)).toBeUndefined();
    expect(await clientOf(young.id)).toMatchObject({ disabled: true });
    const link = await signIn(
      vehicleMqttUsername(demo.Vehicle_ID),
      demoMqttPassword(DEMO_PASSWORD, demo.name),
    );
    await publish(link, fleetTopic(darwin, demo.Vehicle_ID, 'alerts'), '{}');
    await link.endAsync();

    expect(await t.app.brokerAccounts.reconcile()).toEqual({
      created: 0,
      created_disabled: 0,
      deleted: 0,
      role_created: 0,
      role_deleted: 0,
      foreign: 0,
    });
    expect((await clients()).map((c) => c.username)).toEqual(
      expect.arrayContaining([vehicleMqttUsername(otherInstall), 'gateway']),
    );
  });
});
