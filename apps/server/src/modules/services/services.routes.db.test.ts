import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULED_SPEED_KMH,
  type ListResult,
  type Route,
  type Service,
} from '@shuttle-ops/domain';
import { errorOf, type TestClient } from '../../test/auth-client.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import { SERVICES, campusLoop, markReported, startService } from '../../test/services.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, operator, contentManager, campus, campusAdmin } = testAppWith({
  admin: 'admin',
  operator: 'operator',
  contentManager: 'content-manager',
  campus: 'campus-operator',
  campusAdmin: 'customer-admin',
});
let loop: Route;
beforeAll(async () => {
  loop = await campusLoop(admin);
});

const list = (res: { json: <T>() => T }) => res.json<ListResult<Service>>();

describe('POST services (start a service)', () => {
  it('fills the stops from the route with their timetable', async () => {
    const before = Date.now();
    const service = await startService(t, operator, loop);
    expect(service).toMatchObject({
      serviceStatus: 'active',
      Route_ID: loop.Route_ID,
      routeName: loop.name,
      routeType: 'loop',
      siteName: 'Harwell',
      Operator_ID: operator.userId,
      operatorName: 'Operator',
      occupancy: 0,
      maxOccupancy: 12,
      wheelchair_occupancy: 0,
      max_wheelchair_occupancy: 1,
      wheelchairSpace: true,
      end_dt: null,
    });
    const stops = service.stops!;
    expect(stops.map((s) => s.No)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stops.map((s) => s.BSName)).toEqual(loop.busstops!.map((s) => s.name));
    expect(stops[1]).toMatchObject({ BSLabel: 'H2', Direction: 'northbound', arrived_at: null });
    const bst = stops.map((s) => Date.parse(s.BSt));
    for (let i = 1; i < bst.length; i++) expect(bst[i]).toBeGreaterThan(bst[i - 1]!);
    for (const stop of stops) {
      expect(stop.etaInitial).toBe(stop.BSt);
      expect(stop.etaExpected).toBe(stop.BSt);
      expect(stop.eta).toBeGreaterThanOrEqual(0);
    }
    // Stops 320–360 m apart at 12 km/h (100–108 s) plus a 20 s dwell.
    const gap = (bst[2]! - bst[1]!) / 1000;
    expect(DEFAULT_SCHEDULED_SPEED_KMH).toBe(12);
    expect(gap).toBeGreaterThan(100);
    expect(gap).toBeLessThan(150);
    expect(Date.parse(service.start_dt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await auditEntries(t.database.db, 'service.create')).length).toBeGreaterThan(0);
  });

  it('refuses a second active service of the same vehicle (409)', async () => {
    const first = await startService(t, operator, loop);
    const res = await operator.post(SERVICES, {
      Vehicle_ID: first.Vehicle_ID,
      Route_ID: loop.Route_ID,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'VEHICLE_BUSY',
      message: 'This vehicle is already running a service; end that service first.',
    });
  });

  it('refuses a vehicle that has never reported (409), in plain words, starting nothing', async () => {
    const silent = await createVehicle(t.database.db, 'Darwin');
    const res = await operator.post(SERVICES, { Vehicle_ID: silent.id, Route_ID: loop.Route_ID });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'VEHICLE_NEVER_SEEN' });
    expect(errorOf(res).message).toMatch(/^This vehicle has never reported to the console/);
    expect(errorOf(res).message).not.toMatch(/[a-z][A-Z]|_/);
    const theirs = list(await operator.get(`${SERVICES}?Vehicle_ID=${silent.id}`));
    expect(theirs.Count).toBe(0);
    // Planning it for later is fine; starting that plan is refused the same way.
    const planned = await operator.post(SERVICES, {
      Vehicle_ID: silent.id,
      Route_ID: loop.Route_ID,
      serviceStatus: 'scheduled',
      start_dt: '2030-01-01T08:00:00.000Z',
    });
    expect(planned.statusCode).toBe(201);
    const start = await operator.put('/dev/v1/service', {
      Service_ID: planned.json<Service>().Service_ID,
      serviceStatus: 'active',
    });
    expect(start.statusCode).toBe(409);
    expect(errorOf(start).code).toBe('VEHICLE_NEVER_SEEN');
    // Once it has reported it may run a service.
    markReported(t, silent);
    const now = await operator.post(SERVICES, { Vehicle_ID: silent.id, Route_ID: loop.Route_ID });
    expect(now.statusCode).toBe(201);
  });

  it('plans a scheduled service without blocking the vehicle', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    markReported(t, vehicle);
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const res = await operator.post(SERVICES, {
      Vehicle_ID: vehicle.id,
      Route_ID: loop.Route_ID,
      serviceStatus: 'scheduled',
      start_dt: start,
    });
    expect(res.statusCode).toBe(201);
    const planned = res.json<Service>();
    expect(planned).toMatchObject({ serviceStatus: 'scheduled', start_dt: start });
    expect(Date.parse(planned.stops![0]!.BSt)).toBeGreaterThanOrEqual(Date.parse(start));
    const now = await operator.post(SERVICES, { Vehicle_ID: vehicle.id, Route_ID: loop.Route_ID });
    expect(now.statusCode).toBe(201);
  });

  it('answers 400 naming the field, 403 for a role that does not operate, 404 across tenants', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const bad = await operator.post(SERVICES, { Vehicle_ID: 'nope', Route_ID: loop.Route_ID });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(['body.Vehicle_ID']);
    const refused = await contentManager.post(SERVICES, {
      Vehicle_ID: vehicle.id,
      Route_ID: loop.Route_ID,
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await campus.post(SERVICES, {
      Vehicle_ID: vehicle.id,
      Route_ID: loop.Route_ID,
    });
    expect(foreign.statusCode).toBe(404);
    const retired = await createVehicle(t.database.db, 'Darwin', { statusFlag: 'maintenance' });
    const resting = await operator.post(SERVICES, {
      Vehicle_ID: retired.id,
      Route_ID: loop.Route_ID,
    });
    expect(resting.statusCode).toBe(409);
    expect(errorOf(resting).message).toContain('maintenance');
  });
});

describe('GET services', () => {
  it('lists the tenant’s services, lite without stops, one by Service_ID with serviceStatus=all', async () => {
    const service = await startService(t, operator, loop);
    const full = list(await operator.get(`${SERVICES}?limit=500`));
    expect(full.Items.find((s) => s.Service_ID === service.Service_ID)?.stops).toHaveLength(8);
    const lite = list(await operator.get(`${SERVICES}?route_criteria=lite&limit=500`));
    expect(lite.Items.find((s) => s.Service_ID === service.Service_ID)).not.toHaveProperty('stops');
    const one = list(
      await operator.get(`${SERVICES}?Service_ID=${service.Service_ID}&serviceStatus=all`),
    );
    expect(one).toMatchObject({ Count: 1, total: 1, Items: [{ Service_ID: service.Service_ID }] });
    const theirs = list(await campus.get(`${SERVICES}?Service_ID=${service.Service_ID}`));
    expect(theirs.total).toBe(0);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    const res = await operator.get(`${SERVICES}?serviceStatus=running`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['querystring.serviceStatus']);
    expect((await t.app.inject({ url: SERVICES })).statusCode).toBe(401);
  });

  it('lets a platform-owner admin name another customer, and nobody else', async () => {
    const res = await admin.get(`${SERVICES}?Customer_ID=${campus.customerId}`);
    expect(res.statusCode).toBe(200);
    const refused = await operator.get(`${SERVICES}?Customer_ID=${campus.customerId}`);
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST services/search and GET services/search', () => {
  it('filters by status and a field, sorts by create_dt and pages', async () => {
    const a = await startService(t, operator, loop);
    const b = await startService(t, operator, loop);
    const search = (body: object, query = '') => operator.post(`${SERVICES}/search${query}`, body);
    const one = list(await search({ serviceStatus: 'active', Vehicle_ID: a.Vehicle_ID }));
    expect(one.Items.map((s) => s.Service_ID)).toEqual([a.Service_ID]);
    const newest = list(
      await search(
        { serviceStatus: 'all', Route_ID: loop.Route_ID },
        '?sort_attributes=create_dt&sort_order=desc&limit=1',
      ),
    );
    expect(newest).toMatchObject({ Count: 1, Items: [{ Service_ID: b.Service_ID }] });
    expect(newest.total).toBeGreaterThanOrEqual(2);
    const second = list(
      await search(
        { serviceStatus: 'all', Route_ID: loop.Route_ID },
        '?sort_attributes=create_dt&sort_order=desc&limit=1&page=2',
      ),
    );
    expect(second.Items[0]?.Service_ID).toBe(a.Service_ID);
    const none = list(await search({ serviceStatus: 'completed', Vehicle_ID: a.Vehicle_ID }));
    expect(none.total).toBe(0);
    const future = list(
      await search({ serviceStatus: 'all', from: new Date(Date.now() + 60_000).toISOString() }),
    );
    expect(future.total).toBe(0);
    const theirs = list(
      await campus.post(`${SERVICES}/search`, { serviceStatus: 'all', Vehicle_ID: a.Vehicle_ID }),
    );
    expect(theirs.total).toBe(0);
  });

  it('answers 400 naming the field of a bad search', async () => {
    const missing = await operator.post(`${SERVICES}/search`, { Vehicle_ID: loop.Route_ID });
    expect(errorOf(missing).fields).toEqual(['body.serviceStatus']);
    const sort = await operator.post(`${SERVICES}/search?sort_attributes=colour`, {
      serviceStatus: 'all',
    });
    expect(errorOf(sort).fields).toEqual(['querystring.sort_attributes']);
  });

  it('GET services/search?query finds by vehicle name; the text is required', async () => {
    const service = await startService(t, operator, loop);
    const found = list(
      await operator.get(`${SERVICES}/search?query=${encodeURIComponent(service.vehicleName)}`),
    );
    expect(found.Items.map((s) => s.Service_ID)).toEqual([service.Service_ID]);
    const res = await operator.get(`${SERVICES}/search`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['querystring.query']);
    const theirs = list(
      await campus.get(`${SERVICES}/search?query=${encodeURIComponent(service.vehicleName)}`),
    );
    expect(theirs.total).toBe(0);
  });
});

describe('dates of the services API', () => {
  const YEAR_ZERO = '0000-01-01T00:00:00Z';
  const OUT_OF_RANGE = 'must be a date and time between the years 0001 and 9999 (UTC)';
  const refused = (res: Awaited<ReturnType<TestClient['get']>>, field: string) => {
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual([field]);
    expect(error.message).toContain(OUT_OF_RANGE);
  };

  it('answers 400 naming the field for year 0000 in every query parameter, never 500', async () => {
    refused(await operator.get(`${SERVICES}?from=${YEAR_ZERO}`), 'querystring.from');
    refused(await operator.get(`${SERVICES}?to=${YEAR_ZERO}`), 'querystring.to');
    refused(
      await operator.get(`${SERVICES}/search?query=Shuttle&from=${YEAR_ZERO}`),
      'querystring.from',
    );
    refused(
      await operator.get(`${SERVICES}/search?query=Shuttle&to=${YEAR_ZERO}`),
      'querystring.to',
    );
    refused(
      await admin.delete(`${SERVICES}/search?query=Shuttle&from=${YEAR_ZERO}`),
      'querystring.from',
    );
    refused(
      await admin.delete(`${SERVICES}/search?query=Shuttle&to=${YEAR_ZERO}`),
      'querystring.to',
    );
  });

  it('answers 400 for year 0000 in a search body and a start time, and records nothing', async () => {
    refused(
      await operator.post(`${SERVICES}/search`, { serviceStatus: 'all', from: YEAR_ZERO }),
      'body.from',
    );
    refused(
      await operator.post(`${SERVICES}/search`, { serviceStatus: 'all', to: YEAR_ZERO }),
      'body.to',
    );
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const before = list(await operator.get(`${SERVICES}?Vehicle_ID=${vehicle.id}`)).total;
    refused(
      await operator.post(SERVICES, {
        Vehicle_ID: vehicle.id,
        Route_ID: loop.Route_ID,
        serviceStatus: 'scheduled',
        start_dt: YEAR_ZERO,
      }),
      'body.start_dt',
    );
    expect(list(await operator.get(`${SERVICES}?Vehicle_ID=${vehicle.id}`)).total).toBe(before);
  });

  it('refuses a time that an offset carries past year 9999, and a malformed one', async () => {
    const late = encodeURIComponent('9999-12-31T23:59:59-01:00');
    refused(await operator.get(`${SERVICES}?to=${late}`), 'querystring.to');
    const bad = await operator.get(`${SERVICES}?from=2026-02-30T00:00:00Z`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(['querystring.from']);
  });

  it('answers the edges of the range', async () => {
    const service = await startService(t, operator, loop);
    const wide = list(
      await operator.get(
        `${SERVICES}?route_criteria=lite&limit=500&from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59Z`,
      ),
    );
    expect(wide.Items.map((s) => s.Service_ID)).toContain(service.Service_ID);
  });
});

describe('PUT service (status transitions)', () => {
  it('ends an active service and freezes it; an invalid transition is 409', async () => {
    const service = await startService(t, operator, loop);
    const ended = await operator.put('/dev/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'completed',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<Service>()).toMatchObject({ serviceStatus: 'completed' });
    expect(ended.json<Service>().end_dt).not.toBeNull();
    const again = await operator.put('/dev/v1/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'active',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: object }>().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'A completed service cannot become active: it is final.',
    });
    // The vehicle is free again.
    const next = await operator.post(SERVICES, {
      Vehicle_ID: service.Vehicle_ID,
      Route_ID: loop.Route_ID,
    });
    expect(next.statusCode).toBe(201);
  });

  it('starts a scheduled service and refills its timetable from now', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    markReported(t, vehicle);
    const planned = (
      await operator.post(SERVICES, {
        Vehicle_ID: vehicle.id,
        Route_ID: loop.Route_ID,
        serviceStatus: 'scheduled',
        start_dt: '2030-01-01T08:00:00.000Z',
      })
    ).json<Service>();
    const started = await operator.put('/dev/v1/service', {
      Service_ID: planned.Service_ID,
      serviceStatus: 'active',
    });
    expect(started.statusCode).toBe(200);
    const body = started.json<Service>();
    expect(body.serviceStatus).toBe('active');
    expect(Date.parse(body.stops![0]!.BSt)).toBeLessThan(Date.parse('2030-01-01T00:00:00Z'));
  });

  it('changes the operator to a user of the same customer only', async () => {
    const service = await startService(t, operator, loop);
    const changed = await operator.put('/dev/v1/service', {
      Service_ID: service.Service_ID,
      Operator_ID: admin.userId,
    });
    expect(changed.json<Service>()).toMatchObject({
      Operator_ID: admin.userId,
      operatorName: 'Admin',
    });
    const foreign = await operator.put('/dev/v1/service', {
      Service_ID: service.Service_ID,
      Operator_ID: campus.userId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toEqual(['body.Operator_ID']);
    expect(errorOf(foreign).message).toBe('The chosen operator is not a user of this customer.');
  });

  it('answers 400 naming the field, 403 for a role, 404 for another tenant', async () => {
    const service = await startService(t, operator, loop);
    const bad = await operator.put('/dev/v1/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'paused',
    });
    expect(errorOf(bad).fields).toEqual(['body.serviceStatus']);
    const role = await contentManager.put('/dev/v1/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'completed',
    });
    expect(role.statusCode).toBe(403);
    const foreign = await campus.put('/dev/v1/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'completed',
    });
    expect(foreign.statusCode).toBe(404);
    const still = list(await operator.get(`${SERVICES}?Service_ID=${service.Service_ID}`));
    expect(still.Items[0]?.serviceStatus).toBe('active');
  });
});

describe('DELETE service?id= and DELETE services/search?query', () => {
  it('deletes an ended service; never an active one', async () => {
    const service = await startService(t, operator, loop);
    const active = await admin.delete(`/dev/service?id=${service.Service_ID}`);
    expect(active.statusCode).toBe(409);
    expect(errorOf(active).code).toBe('SERVICE_ACTIVE');
    await operator.put('/dev/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'cancelled',
    });
    expect((await operator.delete(`/dev/service?id=${service.Service_ID}`)).statusCode).toBe(403);
    expect((await campusAdmin.delete(`/dev/service?id=${service.Service_ID}`)).statusCode).toBe(
      404,
    );
    const res = await admin.delete(`/dev/v1/service?id=${service.Service_ID}`);
    expect(res.json()).toEqual({ Service_IDs: [service.Service_ID], Count: 1 });
    const gone = list(await admin.get(`${SERVICES}?Service_ID=${service.Service_ID}`));
    expect(gone.total).toBe(0);
    expect(errorOf(await admin.delete('/dev/service?id=42')).fields).toEqual(['querystring.id']);
  });

  it('deletes what a search finds, leaving active services', async () => {
    const ended = await startService(t, operator, loop);
    await operator.put('/dev/service', {
      Service_ID: ended.Service_ID,
      serviceStatus: 'completed',
    });
    const running = await startService(t, operator, loop);
    const text = encodeURIComponent('Test Shuttle');
    const theirs = await campusAdmin.delete(`${SERVICES}/search?query=${text}`);
    expect(theirs.json()).toEqual({ Service_IDs: [], Count: 0 });
    expect((await operator.delete(`${SERVICES}/search?query=${text}`)).statusCode).toBe(403);
    const res = await admin.delete(`${SERVICES}/search?query=${text}&serviceStatus=all`);
    expect(res.statusCode).toBe(200);
    const removed = res.json<{ Service_IDs: string[] }>().Service_IDs;
    expect(removed).toContain(ended.Service_ID);
    expect(removed).not.toContain(running.Service_ID);
    const left = list(await admin.get(`${SERVICES}?Service_ID=${running.Service_ID}`));
    expect(left.total).toBe(1);
    const noText = await admin.delete(`${SERVICES}/search`);
    expect(errorOf(noText).fields).toEqual(['querystring.query']);
  });
});
