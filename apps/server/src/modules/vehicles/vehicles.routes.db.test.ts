import { describe, expect, it } from 'vitest';
import { DEMO_VEHICLES, type ListResult, type Vehicle } from '@shuttle-ops/domain';
import { demoMqttPassword } from '../../db/demo-fleet.ts';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { vehiclesRepository } from './vehicles.repository.ts';
import { vehiclesService } from './vehicles.service.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, campus, operator } = testAppWith({
  admin: 'admin',
  campus: 'customer-admin',
  operator: 'operator',
});

const base = '/dev/v1/vehicles';
const list = (res: { json: <T>() => T }) => res.json<ListResult<Vehicle>>();
let serial = 0;
const createBody = () => ({
  operation: 'CREATE',
  name: `Shuttle ${++serial}`,
  registration: 'AB12 CDE',
  status_flag: 'active',
  maxOccupancy: 15,
  max_wheelchair_occupancy: 2,
});

/** Checks MQTT logins the way the broker will (the service's own check). */
const mqttLogin = (username: string, password: string) =>
  vehiclesService({
    repo: vehiclesRepository(t.database.db),
    audit: undefined as never,
    files: undefined as never,
    accounts: undefined as never,
  }).authenticateMqtt(username, password);

describe('GET vehicles and vehicles/find', () => {
  it('lists the tenant’s vehicles with paging, sorting and a status filter', async () => {
    const res = await operator.get(`${base}?sort_attributes=name&limit=1`);
    expect(res.statusCode).toBe(200);
    const page = list(res);
    expect(page).toMatchObject({ Count: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.Items[0]).toMatchObject({
      name: 'Harwell Shuttle 1',
      Customer_ID: admin.customerId,
    });
    expect(page.Items[0]).not.toHaveProperty('mqttPasswordHash');
    const next = list(await operator.get(`${base}?sort_attributes=name&limit=1&offset=1`));
    expect(next.Items[0]!.name).not.toBe('Harwell Shuttle 1');
    await createVehicle(t.database.db, 'Darwin', {
      statusFlag: 'maintenance',
      name: 'In the shop',
    });
    const shop = list(await admin.get(`${base}?status_flag=maintenance`));
    expect(shop.Items.map((v) => v.name)).toEqual(['In the shop']);
  });

  it('keeps a customer to its own vehicles', async () => {
    const theirs = list(await campus.get(`${base}?limit=500`));
    expect(theirs.Items.map((v) => v.name)).toContain('Campus Shuttle 1');
    expect(theirs.Items.every((v) => v.Customer_ID === campus.customerId)).toBe(true);
    expect((await campus.get(`${base}?Customer_ID=${admin.customerId}`)).statusCode).toBe(403);
  });

  it('finds by name or registration with find?query=', async () => {
    const res = await admin.get(`${base}/find?query=hw26 avb`);
    expect(res.statusCode).toBe(200);
    expect(list(res).Items.map((v) => v.name)).toEqual(['Harwell Shuttle 2']);
    expect(list(await campus.get(`${base}/find?query=harwell`)).total).toBe(0);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    expect(errorOf(await admin.get(`${base}?status_flag=flying`)).fields).toEqual([
      'querystring.status_flag',
    ]);
    expect(errorOf(await admin.get(`${base}/find`)).fields).toEqual(['querystring.query']);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${base}/find?query=x` })).statusCode).toBe(401);
  });
});

describe('GET vehicles/{id}', () => {
  it('answers the vehicle; another customer’s is 404; a bad id is 400', async () => {
    const darwins = DEMO_VEHICLES[0]!.Vehicle_ID;
    const res = await operator.get(`${base}/${darwins}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Vehicle_ID: darwins,
      status_flag: 'active',
      maxOccupancy: 15,
      max_wheelchair_occupancy: 1,
      vehicle_icon: null,
      mqtt_username: `veh-${darwins}`,
      anonymized: false,
    });
    expect((await campus.get(`${base}/${darwins}`)).statusCode).toBe(404);
    expect(errorOf(await admin.get(`${base}/nope`)).fields).toEqual(['params.id']);
    expect((await t.app.inject({ url: `${base}/${darwins}` })).statusCode).toBe(401);
  });
});

describe('POST vehicles with an operation', () => {
  it('CREATE answers 201 with MQTT credentials once; only a hash is kept', async () => {
    const res = await campus.post(base, createBody());
    expect(res.statusCode).toBe(201);
    const created = res.json<Vehicle & { mqtt: { username: string; password: string } }>();
    expect(created).toMatchObject({ Customer_ID: campus.customerId, status_flag: 'active' });
    expect(created.mqtt.username).toBe(`veh-${created.Vehicle_ID}`);
    expect(created.mqtt.password.length).toBeGreaterThanOrEqual(24);
    const again = await campus.get(`${base}/${created.Vehicle_ID}`);
    expect(again.body).not.toContain(created.mqtt.password);
    expect(again.json()).not.toHaveProperty('mqtt');
    expect(await mqttLogin(created.mqtt.username, created.mqtt.password)).toEqual({
      Vehicle_ID: created.Vehicle_ID,
      Customer_ID: campus.customerId,
    });
    expect(await mqttLogin(created.mqtt.username, 'wrong')).toBeNull();
    const entry = (await auditEntries(t.database.db, 'vehicle.create')).at(-1);
    expect(entry).toMatchObject({ customerId: campus.customerId });
    expect(JSON.stringify(entry)).not.toContain(created.mqtt.password);
  });

  it('SEARCH answers a list and RETRIEVE one vehicle, for any signed-in user', async () => {
    const search = await operator.post(base, { operation: 'SEARCH', query: 'shuttle 2' });
    expect(search.statusCode).toBe(200);
    expect(list(search).Items.map((v) => v.name)).toEqual(['Harwell Shuttle 2']);
    const id = DEMO_VEHICLES[1]!.Vehicle_ID;
    const retrieve = await operator.post(base, { operation: 'RETRIEVE', Vehicle_ID: id });
    expect(retrieve.json()).toMatchObject({ Vehicle_ID: id, name: 'Harwell Shuttle 2' });
    const foreign = await campus.post(base, { operation: 'RETRIEVE', Vehicle_ID: id });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const noOp = await admin.post(base, { operation: 'FLY' });
    expect(errorOf(noOp).fields).toEqual(['body.operation']);
    const { status_flag: _missing, ...withoutStatus } = createBody();
    expect(errorOf(await admin.post(base, withoutStatus)).fields).toEqual(['body.status_flag']);
    const tooMany = await admin.post(base, { ...createBody(), max_wheelchair_occupancy: 40 });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toEqual(['body.max_wheelchair_occupancy']);
  });

  it('refuses CREATE to roles without fleet management, and a duplicate name with 409', async () => {
    const refused = await operator.post(base, createBody());
    expect(refused.statusCode).toBe(403);
    const body = createBody();
    expect((await admin.post(base, body)).statusCode).toBe(201);
    const twice = await admin.post(base, { ...body, name: body.name.toUpperCase() });
    expect(twice.statusCode).toBe(409);
  });
});

describe('PUT vehicles (operation UPDATE)', () => {
  it('updates the given fields', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const res = await admin.put(base, {
      operation: 'UPDATE',
      Vehicle_ID: vehicle.id,
      status_flag: 'maintenance',
      maxOccupancy: 20,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_flag: 'maintenance',
      maxOccupancy: 20,
      name: vehicle.name,
    });
    expect((await auditEntries(t.database.db, 'vehicle.update')).at(-1)?.details).toEqual({
      Vehicle_ID: vehicle.id,
      fields: ['maxOccupancy', 'status_flag'],
    });
  });

  it('answers 400, 403, and 404 for another customer’s vehicle, which stays unchanged', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin', { maxOccupancy: 12 });
    const update = { operation: 'UPDATE', Vehicle_ID: vehicle.id, maxOccupancy: 1 };
    expect(errorOf(await admin.put(base, { ...update, operation: 'SAVE' })).fields).toEqual([
      'body.operation',
    ]);
    expect(errorOf(await admin.put(base, { ...update, maxOccupancy: -1 })).fields).toEqual([
      'body.maxOccupancy',
    ]);
    expect((await operator.put(base, update)).statusCode).toBe(403);
    expect((await campus.put(base, update)).statusCode).toBe(404);
    expect((await admin.get(`${base}/${vehicle.id}`)).json()).toMatchObject({ maxOccupancy: 12 });
  });
});

describe('DELETE vehicles (body Vehicle_ID)', () => {
  it('deletes the vehicle', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const res = await admin.delete(base, { Vehicle_ID: vehicle.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Vehicle_ID: vehicle.id });
    expect((await admin.get(`${base}/${vehicle.id}`)).statusCode).toBe(404);
    expect((await auditEntries(t.database.db, 'vehicle.delete')).at(-1)?.details).toMatchObject({
      Vehicle_ID: vehicle.id,
    });
  });

  it('answers 400, 403, and 404 for another customer’s vehicle, which stays', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    expect(errorOf(await admin.delete(base, {})).fields).toEqual(['body.Vehicle_ID']);
    expect((await operator.delete(base, { Vehicle_ID: vehicle.id })).statusCode).toBe(403);
    expect((await campus.delete(base, { Vehicle_ID: vehicle.id })).statusCode).toBe(404);
    expect((await admin.get(`${base}/${vehicle.id}`)).statusCode).toBe(200);
  });
});

describe('POST vehicles/anonymize', () => {
  it('removes name, plate and MQTT login irreversibly and writes the audit log', async () => {
    const created = (await admin.post(base, createBody())).json<
      Vehicle & { mqtt: { username: string; password: string } }
    >();
    const res = await admin.post(`${base}/anonymize`, { Vehicle_ID: created.Vehicle_ID });
    expect(res.statusCode).toBe(200);
    const anonymized = res.json<Vehicle>();
    expect(anonymized).toMatchObject({
      name: `Vehicle ${created.Vehicle_ID.slice(0, 8)}`,
      registration: null,
      mqtt_username: null,
      status_flag: 'retired',
      anonymized: true,
      maxOccupancy: 15,
    });
    expect(await mqttLogin(created.mqtt.username, created.mqtt.password)).toBeNull();
    expect((await auditEntries(t.database.db, 'vehicle.anonymize')).at(-1)).toMatchObject({
      outcome: 'success',
      details: { Vehicle_ID: created.Vehicle_ID },
    });
    const rotate = await admin.post(`${base}/${created.Vehicle_ID}/mqtt-credentials`);
    expect(rotate.statusCode).toBe(409);
  });

  it('answers 400, 403, and 404 for another customer’s vehicle, which stays as it was', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin', { registration: 'KEEP 1' });
    expect(errorOf(await admin.post(`${base}/anonymize`, { Vehicle_ID: 'x' })).fields).toEqual([
      'body.Vehicle_ID',
    ]);
    expect((await operator.post(`${base}/anonymize`, { Vehicle_ID: vehicle.id })).statusCode).toBe(
      403,
    );
    expect((await campus.post(`${base}/anonymize`, { Vehicle_ID: vehicle.id })).statusCode).toBe(
      404,
    );
    expect((await admin.get(`${base}/${vehicle.id}`)).json()).toMatchObject({
      registration: 'KEEP 1',
      anonymized: false,
    });
  });
});

describe('POST vehicles/{id}/mqtt-credentials', () => {
  it('issues a new password once; the old one stops working', async () => {
    const created = (await campus.post(base, createBody())).json<
      Vehicle & { mqtt: { username: string; password: string } }
    >();
    const res = await campus.post(`${base}/${created.Vehicle_ID}/mqtt-credentials`);
    expect(res.statusCode).toBe(200);
    const rotated = res.json<{
      Vehicle_ID: string;
      mqtt: { username: string; password: string };
    }>();
    expect(rotated.mqtt.username).toBe(created.mqtt.username);
    expect(rotated.mqtt.password).not.toBe(created.mqtt.password);
    expect(await mqttLogin(created.mqtt.username, created.mqtt.password)).toBeNull();
    expect(await mqttLogin(rotated.mqtt.username, rotated.mqtt.password)).not.toBeNull();
    expect((await auditEntries(t.database.db, 'vehicle.mqtt.rotate')).at(-1)?.details).toEqual({
      Vehicle_ID: created.Vehicle_ID,
    });
  });

  it('answers 400, 403, and 404 for another customer’s vehicle, whose password still works', async () => {
    const demo = DEMO_VEHICLES[0]!;
    expect(errorOf(await admin.post(`${base}/x/mqtt-credentials`)).fields).toEqual(['params.id']);
    expect((await operator.post(`${base}/${demo.Vehicle_ID}/mqtt-credentials`)).statusCode).toBe(
      403,
    );
    expect((await campus.post(`${base}/${demo.Vehicle_ID}/mqtt-credentials`)).statusCode).toBe(404);
    const password = demoMqttPassword(DEMO_PASSWORD, demo.name);
    expect(await mqttLogin(`veh-${demo.Vehicle_ID}`, password)).not.toBeNull();
  });
});
