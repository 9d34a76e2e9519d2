import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicBusStop,
  publicService,
  publicRoute,
  publicVehicle,
  type ListResult,
  type PublicAnnouncement,
  type PublicBusStop,
  type PublicRoute,
  type PublicService,
  type PublicSite,
  type PublicVehicle,
} from '@shuttle-ops/domain';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { createVehicle, customerIdOf } from '../../test/factories.ts';
import { campusLoop, startService } from '../../test/services.ts';
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

const { t, content, campusAdmin } = testAppWith({
  content: 'content-manager',
  campusAdmin: 'customer-admin',
});
let darwinId: string;
let campusId: string;
let shuttle: TestVehicle;
let link: MqttClient;

beforeAll(async () => {
  darwinId = await customerIdOf(t.database.db, 'Darwin');
  campusId = await customerIdOf(t.database.db, 'Campus Mobility');
  const url = await listenForVehicles(t.app);
  shuttle = await createMqttVehicle(t.database.db, darwinId);
  link = await connectVehicle(url, shuttle);
});
afterAll(async () => {
  await link.endAsync();
});

const get = (path: string, key: string | null = t.env.PUBLIC_API_KEY) =>
  t.app.inject({ url: `/public/v1/${path}`, headers: key === null ? {} : { 'x-api-key': key } });
const items = <T>(res: { json: <U>() => U }) => res.json<ListResult<T>>().Items;
const keysOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

const PATHS = ['site', 'routes', 'busstops', 'services', 'vehicles', 'announcements'];

describe('the public API key', () => {
  it.each(PATHS)('is required by /public/v1/%s (401 in the JSON error format)', async (path) => {
    for (const key of [null, 'not-the-key', '']) {
      const res = await get(path, key);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'A valid x-api-key header is required.',
      });
    }
    expect((await get(path)).statusCode).toBe(200);
  });

  it('does not stand in for a user: the staff API still needs a token', async () => {
    const res = await t.app.inject({
      url: '/dev/v1/announcements',
      headers: { 'x-api-key': t.env.PUBLIC_API_KEY },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is documented in the OpenAPI document, with the key as its security', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, { get?: { security?: unknown; description?: string } }>;
    }>();
    for (const path of PATHS) {
      const get = doc.paths[`/public/v1/${path}`]?.get;
      expect(get?.security).toEqual([{ apiKey: [] }]);
      expect(get?.description).toContain('?customer=');
    }
  });

  it('is read-only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/v1/announcements',
      headers: { 'x-api-key': t.env.PUBLIC_API_KEY },
      payload: { text: 'Hi', audience: 'public' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('whose data', () => {
  it('answers the platform owner’s by default and another customer’s with ?customer=', async () => {
    const site = (await get('site')).json<PublicSite>();
    expect(site).toMatchObject({
      siteName: 'Harwell',
      Customer_ID: darwinId,
      customerName: 'Darwin',
    });
    const campus = (await get(`site?customer=${campusId}`)).json<PublicSite>();
    expect(campus.Customer_ID).toBe(campusId);

    const unknown = await get('busstops?customer=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const bad = await get('busstops?customer=darwin');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(['querystring.customer']);
  });

  it('keeps each customer’s stops and routes apart, with public fields only', async () => {
    const darwinStops = items<PublicBusStop>(await get('busstops'));
    const campusStops = items<PublicBusStop>(await get(`busstops?customer=${campusId}`));
    expect(darwinStops.length).toBeGreaterThan(0);
    expect(campusStops.length).toBeGreaterThan(0);
    const darwinIds = new Set(darwinStops.map((s) => s.BS_ID));
    expect(campusStops.some((s) => darwinIds.has(s.BS_ID))).toBe(false);
    for (const stop of darwinStops) expect(Object.keys(stop).sort()).toEqual(keysOf(publicBusStop));

    const routes = items<PublicRoute>(await get('routes'));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(Object.keys(route).sort()).toEqual(keysOf(publicRoute));
      expect(route.path.coordinates.length).toBeGreaterThan(1);
      expect(route.stops.map((s) => s.No)).toEqual(route.stops.map((_, i) => i + 1));
      expect(route.stops.every((s) => darwinIds.has(s.BS_ID))).toBe(true);
    }
  });
});

describe('GET /public/v1/announcements', () => {
  it('lists what the public sees now, never staff-only, future or other customers’ ones', async () => {
    const post = async (client: TestClient, body: object) => {
      const res = await client.post('/dev/v1/announcements', body);
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const forPublic = await post(content, {
      text: 'Shuttles every 10 minutes',
      audience: 'public',
    });
    const forBoth = await post(content, { text: 'Service ends at 18:00', audience: 'both' });
    const forStaff = await post(content, { text: 'Staff briefing at 9', audience: 'operators' });
    const later = await post(content, { text: 'Tomorrow', audience: 'public', start_dt: inAnHour });
    const campus = await post(campusAdmin, { text: 'Campus news', audience: 'public' });

    const res = await get('announcements');
    const list = items<PublicAnnouncement>(res);
    const ids = list.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([forPublic, forBoth]));
    for (const hidden of [forStaff, later, campus]) expect(ids).not.toContain(hidden);
    for (const a of list)
      expect(Object.keys(a).sort()).toEqual(['end_dt', 'id', 'start_dt', 'text']);
    expect(res.body).not.toContain('content-manager');
    expect(res.headers['cache-control']).toBe('no-store');

    const ofCampus = items<PublicAnnouncement>(await get(`announcements?customer=${campusId}`));
    expect(ofCampus.map((a) => a.id)).toContain(campus);
    expect(ofCampus.map((a) => a.id)).not.toContain(forPublic);
  });
});

describe('GET /public/v1/vehicles', () => {
  it('gives a reporting shuttle’s position, fresh, and a silent one as stale', async () => {
    const silent = await createVehicle(t.database.db, 'Darwin', { maxWheelchairOccupancy: 1 });
    const theirs = await createMqttVehicle(t.database.db, campusId);
    await publish(link, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 7, { COURSE: 92 }));
    let vehicles: PublicVehicle[] = [];
    const find = (id: string) => vehicles.find((v) => v.Vehicle_ID === id);
    // The latest state is updated once the message is stored; poll until it shows.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      vehicles = items<PublicVehicle>(await get('vehicles'));
      if (find(shuttle.id)?.lat != null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const live = find(shuttle.id)!;
    expect(live).toMatchObject({
      name: shuttle.name,
      lat: telemetryOf(shuttle, 7).measure_values_list.find((m) => m.measure_name === 'LATITUDE')!
        .measure_value,
      lon: -1.311,
      heading: 92,
      occupancy: 7,
      maxOccupancy: 12,
      stale: false,
      Service_ID: null,
    });
    expect(live.data_age_s).toBeGreaterThanOrEqual(0);
    expect(live.data_age_s).toBeLessThan(10);

    expect(find(silent.id)).toMatchObject({
      lat: null,
      lon: null,
      data_age_s: null,
      stale: true,
      wheelchairSpace: null,
    });
    expect(vehicles.map((v) => v.Vehicle_ID)).not.toContain(theirs.id);
    for (const v of vehicles) expect(Object.keys(v).sort()).toEqual(keysOf(publicVehicle));
    const raw = JSON.stringify(vehicles);
    for (const secret of ['mqtt', 'password', 'Customer_ID', shuttle.username]) {
      expect(raw).not.toContain(secret);
    }
  });
});

describe('GET /public/v1/services', () => {
  it('lists active services with their stops and ETAs, without customer or operator', async () => {
    const operator = await clientFor(t.app, 'operator');
    const started = await startService(t, operator, await campusLoop(operator));
    const res = await get('services');
    expect(res.statusCode).toBe(200);
    const list = items<PublicService>(res);
    const mine = list.find((s) => s.Service_ID === started.Service_ID);
    expect(mine).toMatchObject({
      Customer_ID: null,
      Operator_ID: null,
      operatorName: null,
      Vehicle_ID: started.Vehicle_ID,
      serviceStatus: 'active',
    });
    expect(mine!.stops!.length).toBeGreaterThan(1);
    expect(mine!.stops!.every((s) => Date.parse(s.etaExpected) > 0)).toBe(true);
    expect(list.every((s) => s.serviceStatus === 'active')).toBe(true);
    for (const s of list) expect(Object.keys(s).sort()).toEqual(keysOf(publicService));
    expect(res.body).not.toContain(operator.userId);

    const vehicles = items<PublicVehicle>(await get('vehicles'));
    expect(vehicles.find((v) => v.Vehicle_ID === started.Vehicle_ID)).toMatchObject({
      Service_ID: started.Service_ID,
      Route_ID: started.Route_ID,
      occupancy: 0,
    });
    const ofCampus = items<PublicService>(await get(`services?customer=${campusId}`));
    expect(ofCampus.map((s) => s.Service_ID)).not.toContain(started.Service_ID);
  });
});
