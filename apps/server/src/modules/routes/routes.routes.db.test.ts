import { beforeAll, describe, expect, it } from 'vitest';
import {
  HARWELL_CAMPUS_LOOP,
  type ListResult,
  type Route,
  type RouteStop,
} from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createBusStop, createRoute } from '../../test/factories.ts';
import { splitSearchSegment } from './routes.routes.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, campus, operator } = testAppWith({
  admin: 'admin',
  campus: 'customer-admin',
  operator: 'operator',
});
let loop: Route;
beforeAll(async () => {
  const all = (await admin.get(`${base}?route_criteria=full`)).json<ListResult<Route>>();
  loop = all.Items.find((r) => r.name === HARWELL_CAMPUS_LOOP.name)!;
});

const base = '/dev/v1/routes';
const list = (res: { json: <T>() => T }) => res.json<ListResult<Route>>();
const path = {
  type: 'LineString',
  coordinates: [
    [-1.3114, 51.5777],
    [-1.3133, 51.5776, 110],
  ],
};

async function darwinStops(n: number) {
  const stops = [];
  for (let i = 0; i < n; i++) stops.push(await createBusStop(t.database.db, 'Darwin'));
  return stops;
}

describe('the seeded Harwell Campus Loop', () => {
  it('has its eight stops in order and its path', () => {
    expect(loop.busstops?.map((s) => s.name)).toEqual(HARWELL_CAMPUS_LOOP.stops.map((s) => s.name));
    expect(loop.busstops?.map((s) => s.No)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(loop.path).toEqual(HARWELL_CAMPUS_LOOP.path);
    expect(loop).toMatchObject({ routeType: 'loop', stop_count: 8 });
  });
});

describe('GET routes', () => {
  it('answers the lite form with route_criteria=lite and the full one otherwise', async () => {
    const lite = list(await operator.get(`${base}?route_criteria=lite`));
    const item = lite.Items.find((r) => r.Route_ID === loop.Route_ID)!;
    expect(item).toMatchObject({ name: HARWELL_CAMPUS_LOOP.name, stop_count: 8 });
    expect(item).not.toHaveProperty('path');
    expect(item).not.toHaveProperty('busstops');
    const full = list(await operator.get(base));
    expect(full.Items.find((r) => r.Route_ID === loop.Route_ID)?.busstops).toHaveLength(8);
  });

  it('pages and sorts, and keeps each customer to its routes', async () => {
    await createRoute(t.database.db, 'Darwin', { name: 'Aardvark Line' });
    const first = list(await admin.get(`${base}?route_criteria=lite&limit=1&sort_attributes=name`));
    expect(first).toMatchObject({ Count: 1, Items: [{ name: 'Aardvark Line' }] });
    expect(first.total).toBeGreaterThanOrEqual(2);
    const theirs = list(await campus.get(`${base}?route_criteria=lite&limit=500`));
    expect(theirs.Items.map((r) => r.name)).toEqual(['Chilton Link']);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    expect(errorOf(await admin.get(`${base}?route_criteria=tiny`)).fields).toEqual([
      'querystring.route_criteria',
    ]);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });
});

describe('GET routes/search/{query}&route_criteria=lite', () => {
  it('accepts the options inside the path segment, as spec §7 writes it', async () => {
    const res = await operator.get(`${base}/search/campus&route_criteria=lite`);
    expect(res.statusCode).toBe(200);
    const found = list(res);
    expect(found.Items.map((r) => r.name)).toEqual([HARWELL_CAMPUS_LOOP.name]);
    expect(found.Items[0]).not.toHaveProperty('path');
  });

  it('accepts a proper query string as well, and searches only the tenant', async () => {
    const res = await operator.get(`${base}/search/loop?route_criteria=lite`);
    expect(list(res).Items.map((r) => r.name)).toEqual([HARWELL_CAMPUS_LOOP.name]);
    const full = await operator.get(`${base}/search/loop`);
    expect(list(full).Items[0]?.busstops).toHaveLength(8);
    expect(list(await campus.get(`${base}/search/loop`)).total).toBe(0);
  });

  it('answers 400 for a bad criteria in the segment and 401 without a token', async () => {
    const bad = await admin.get(`${base}/search/loop&route_criteria=tiny`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(['params.query']);
    expect((await t.app.inject({ url: `${base}/search/loop` })).statusCode).toBe(401);
  });

  it('splits the segment', () => {
    expect(splitSearchSegment('a b&route_criteria=lite', 'full')).toEqual({
      text: 'a b',
      criteria: 'lite',
    });
    expect(splitSearchSegment('loop', 'lite')).toEqual({ text: 'loop', criteria: 'lite' });
  });
});

describe('GET routes/{id} and routes/{id}/busstops', () => {
  it('answers one route (lite or full) and its stops in order', async () => {
    const full = await operator.get(`${base}/${loop.Route_ID}`);
    expect(full.json<Route>().busstops).toHaveLength(8);
    const lite = await operator.get(`${base}/${loop.Route_ID}?route_criteria=lite`);
    expect(lite.json()).not.toHaveProperty('path');
    const stops = await operator.get(`${base}/${loop.Route_ID}/busstops`);
    expect(stops.statusCode).toBe(200);
    const body = stops.json<ListResult<RouteStop>>();
    expect(body).toMatchObject({ Count: 8, total: 8 });
    expect(body.Items[0]).toMatchObject({
      No: 1,
      name: 'Main Gate',
      BS_ID: expect.any(String) as unknown,
    });
  });

  it('answers 400 for a bad id, 404 for another customer’s route, 401 without a token', async () => {
    expect(errorOf(await admin.get(`${base}/x`)).fields).toEqual(['params.id']);
    expect(errorOf(await admin.get(`${base}/x/busstops`)).fields).toEqual(['params.id']);
    expect((await campus.get(`${base}/${loop.Route_ID}`)).statusCode).toBe(404);
    expect((await campus.get(`${base}/${loop.Route_ID}/busstops`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base}/${loop.Route_ID}` })).statusCode).toBe(401);
  });
});

describe('POST routes', () => {
  it('creates a route with its stops in the given order and writes the audit log', async () => {
    const [a, b, c] = await darwinStops(3);
    const res = await admin.post(base, {
      name: 'Science Shuttle',
      routeType: 'line',
      color: '#aa3300',
      path,
      busstops: [c!.id, a!.id, b!.id, c!.id],
    });
    expect(res.statusCode).toBe(201);
    const route = res.json<Route>();
    expect(route.busstops?.map((s) => [s.No, s.BS_ID])).toEqual([
      [1, c!.id],
      [2, a!.id],
      [3, b!.id],
      [4, c!.id],
    ]);
    expect(route.path).toEqual(path);
    expect((await auditEntries(t.database.db, 'route.create')).at(-1)?.details).toMatchObject({
      Route_ID: route.Route_ID,
      stops: 4,
    });
  });

  it('validates the path: at least two positions, lon and lat in range', async () => {
    const one = await admin.post(base, {
      name: 'One',
      path: { ...path, coordinates: [[-1.3, 51.5]] },
    });
    expect(errorOf(one).fields).toEqual(['body.path.coordinates']);
    const lon = await admin.post(base, {
      name: 'Lon',
      path: {
        ...path,
        coordinates: [
          [-181, 51.5],
          [-1.3, 51.5],
        ],
      },
    });
    expect(errorOf(lon).fields).toEqual(['body.path.coordinates.0.0']);
    const lat = await admin.post(base, {
      name: 'Lat',
      path: {
        ...path,
        coordinates: [
          [-1.3, 51.5],
          [-1.3, 91],
        ],
      },
    });
    expect(errorOf(lat).fields).toEqual(['body.path.coordinates.1.1']);
    const point = await admin.post(base, {
      name: 'Pt',
      path: { type: 'Point', coordinates: [1, 2] },
    });
    expect(errorOf(point).fields).toContain('body.path.type');
  });

  it('refuses another customer’s stop (400 naming it), roles without fleet management, duplicates', async () => {
    const [own] = await darwinStops(1);
    const foreign = await createBusStop(t.database.db, 'Campus Mobility');
    const res = await admin.post(base, { name: 'Mixed', path, busstops: [own!.id, foreign.id] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['body.busstops.1']);
    expect((await operator.post(base, { name: 'Nope', path })).statusCode).toBe(403);
    const dup = await admin.post(base, { name: HARWELL_CAMPUS_LOOP.name.toLowerCase(), path });
    expect(dup.statusCode).toBe(409);
  });
});

describe('PUT routes/{id}', () => {
  it('replaces the stops and path when given, keeps them otherwise', async () => {
    const [a, b] = await darwinStops(2);
    const route = await createRoute(t.database.db, 'Darwin', { stopIds: [a!.id] });
    const renamed = await admin.put(`${base}/${route.id}`, { description: 'Now with text' });
    expect(renamed.json<Route>().busstops?.map((s) => s.BS_ID)).toEqual([a!.id]);
    const res = await admin.put(`${base}/${route.id}`, { busstops: [b!.id, a!.id], path });
    expect(res.statusCode).toBe(200);
    expect(res.json<Route>().busstops?.map((s) => s.BS_ID)).toEqual([b!.id, a!.id]);
    expect(res.json<Route>()).toMatchObject({ description: 'Now with text', path });
    expect((await auditEntries(t.database.db, 'route.update')).at(-1)?.details).toMatchObject({
      Route_ID: route.id,
      fields: ['busstops', 'path'],
    });
  });

  it('answers 400, 403, and 404 for another customer’s route, which stays unchanged', async () => {
    const route = await createRoute(t.database.db, 'Darwin', { name: 'Keep Me' });
    expect(errorOf(await admin.put(`${base}/${route.id}`, { color: 'blue' })).fields).toEqual([
      'body.color',
    ]);
    expect((await operator.put(`${base}/${route.id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await campus.put(`${base}/${route.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await admin.get(`${base}/${route.id}`)).json()).toMatchObject({ name: 'Keep Me' });
  });
});

describe('DELETE routes/{id}', () => {
  it('deletes the route and frees its stops', async () => {
    const [a] = await darwinStops(1);
    const route = await createRoute(t.database.db, 'Darwin', { stopIds: [a!.id] });
    const res = await admin.delete(`${base}/${route.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Route_ID: route.id });
    expect((await admin.get(`${base}/${route.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/dev/v1/busstops/${a!.id}`)).statusCode).toBe(200);
    expect((await auditEntries(t.database.db, 'route.delete')).at(-1)?.details).toMatchObject({
      Route_ID: route.id,
    });
  });

  it('answers 400, 403, and 404 for another customer’s route, which stays', async () => {
    expect(errorOf(await admin.delete(`${base}/x`)).fields).toEqual(['params.id']);
    expect((await operator.delete(`${base}/${loop.Route_ID}`)).statusCode).toBe(403);
    expect((await campus.delete(`${base}/${loop.Route_ID}`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/${loop.Route_ID}`)).statusCode).toBe(200);
  });
});
