import { describe, expect, it } from 'vitest';
import type { BusStop, ListResult } from '@shuttle-ops/domain';
import { clientFor, errorOf } from '../../test/auth-client.ts';
import { auditEntries, createBusStop, createRoute } from '../../test/factories.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, campus, operator } = testAppWith({
  admin: 'admin',
  campus: 'customer-admin',
  operator: 'operator',
});

const base = '/dev/v1/busstops';
const list = (res: { json: <T>() => T }) => res.json<ListResult<BusStop>>();
const newStop = {
  name: 'Library',
  label: 'L1',
  direction: 'eastbound',
  lat: 51.5741,
  lon: -1.3102,
};

describe('GET busstops', () => {
  it('pages and sorts the tenant’s stops', async () => {
    const first = await admin.get(`${base}?limit=3&sort_attributes=name`);
    expect(first.statusCode).toBe(200);
    const page1 = list(first);
    expect(page1.Count).toBe(3);
    expect(page1.total).toBeGreaterThanOrEqual(8);
    const names = page1.Items.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page1.Items.every((s) => s.Customer_ID === admin.customerId)).toBe(true);

    const page2 = list(await admin.get(`${base}?limit=3&offset=3&sort_attributes=name`));
    expect(page2.Items.map((s) => s.BS_ID)).not.toContain(page1.Items[0]!.BS_ID);
    const byPage = list(await admin.get(`${base}?limit=3&page=2&sort_attributes=name`));
    expect(byPage.Items).toEqual(page2.Items);

    const desc = list(await admin.get(`${base}?limit=500&sort_attributes=name&sort_order=desc`));
    expect(desc.Items[0]!.name.localeCompare(desc.Items.at(-1)!.name)).toBeGreaterThan(0);
  });

  it('searches with ?query= and keeps each customer to its own stops', async () => {
    const found = list(await admin.get(`${base}?query=gate`));
    expect(found.Items.map((s) => s.name)).toEqual(['Main Gate']);
    const theirs = list(await campus.get(`${base}?limit=500`));
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.Items.every((s) => s.Customer_ID === campus.customerId)).toBe(true);
    expect(theirs.Items.map((s) => s.name)).not.toContain('Fermi Avenue');
  });

  it('lets only a platform-owner admin name another customer', async () => {
    const named = list(await admin.get(`${base}?Customer_ID=${campus.customerId}`));
    expect(named.Items.every((s) => s.Customer_ID === campus.customerId)).toBe(true);
    expect((await campus.get(`${base}?Customer_ID=${admin.customerId}`)).statusCode).toBe(403);
  });

  it('answers 400 naming the field, and 401 without a token', async () => {
    const bad = await admin.get(`${base}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toContain('querystring.limit');
    const badSort = await admin.get(`${base}?sort_attributes=colour`);
    expect(errorOf(badSort).fields).toContain('querystring.sort_attributes');
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });
});

describe('GET busstops/search/{query}', () => {
  it('finds stops by name, label or direction within the tenant', async () => {
    const res = await admin.get(`${base}/search/fermi`);
    expect(res.statusCode).toBe(200);
    expect(list(res).Items.map((s) => s.name)).toEqual(['Fermi Avenue']);
    expect(list(await campus.get(`${base}/search/fermi`)).total).toBe(0);
    const percent = list(await admin.get(`${base}/search/${encodeURIComponent('%')}`));
    expect(percent.total).toBe(0);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    const bad = await admin.get(`${base}/search/gate?limit=9999`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toContain('querystring.limit');
    expect((await t.app.inject({ url: `${base}/search/gate` })).statusCode).toBe(401);
  });
});

describe('GET busstops/{id}', () => {
  it('answers the stop with the spec’s field names', async () => {
    const stop = await createBusStop(t.database.db, 'Darwin', { name: 'Visitor Centre' });
    const res = await operator.get(`${base}/${stop.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      BS_ID: stop.id,
      Customer_ID: admin.customerId,
      name: 'Visitor Centre',
      label: stop.label,
      direction: 'northbound',
      lat: stop.lat,
      lon: stop.lon,
      create_dt: stop.createdAt.toISOString(),
      update_dt: stop.updatedAt.toISOString(),
    });
  });

  it('answers 400 for a malformed id and 404 for another customer’s stop', async () => {
    const bad = await admin.get(`${base}/not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(['params.id']);
    const darwins = await createBusStop(t.database.db, 'Darwin');
    const res = await campus.get(`${base}/${darwins.id}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});

describe('POST busstops', () => {
  it('creates a stop and writes the audit log', async () => {
    const res = await campus.post(base, newStop);
    expect(res.statusCode).toBe(201);
    const stop = res.json<BusStop>();
    expect(stop).toMatchObject({ ...newStop, Customer_ID: campus.customerId });
    expect((await campus.get(`${base}/${stop.BS_ID}`)).statusCode).toBe(200);
    const entries = await auditEntries(t.database.db, 'busstop.create');
    expect(entries.at(-1)).toMatchObject({
      customerId: campus.customerId,
      username: 'customer-admin',
      details: { BS_ID: stop.BS_ID, name: 'Library' },
    });
  });

  it('lets a platform-owner admin create for another customer, nobody else', async () => {
    const res = await admin.post(base, { ...newStop, Customer_ID: campus.customerId });
    expect(res.statusCode).toBe(201);
    expect(res.json<BusStop>().Customer_ID).toBe(campus.customerId);
    const refused = await campus.post(base, { ...newStop, Customer_ID: admin.customerId });
    expect(refused.statusCode).toBe(403);
    const unknown = await admin.post(base, {
      ...newStop,
      Customer_ID: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 naming each bad field', async () => {
    const res = await admin.post(base, { ...newStop, lat: 95, name: '' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(expect.arrayContaining(['body.lat', 'body.name']));
  });

  it('refuses roles without fleet management with 403', async () => {
    expect((await operator.post(base, newStop)).statusCode).toBe(403);
    const contentManager = await clientFor(t.app, 'content-manager');
    expect((await contentManager.post(base, newStop)).statusCode).toBe(403);
  });
});

describe('PUT busstops/{id}', () => {
  it('updates the given fields and clears a label with null', async () => {
    const stop = await createBusStop(t.database.db, 'Darwin');
    const res = await admin.put(`${base}/${stop.id}`, { name: 'Renamed', label: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', label: null, lat: stop.lat });
    const entries = await auditEntries(t.database.db, 'busstop.update');
    expect(entries.at(-1)?.details).toMatchObject({ BS_ID: stop.id, fields: ['label', 'name'] });
  });

  it('answers 400, 403 and, for another customer’s stop, 404 leaving it unchanged', async () => {
    const stop = await createBusStop(t.database.db, 'Darwin', { name: 'Untouched' });
    const bad = await admin.put(`${base}/${stop.id}`, { lon: 200 });
    expect(errorOf(bad).fields).toEqual(['body.lon']);
    expect((await operator.put(`${base}/${stop.id}`, { name: 'X' })).statusCode).toBe(403);
    const foreign = await campus.put(`${base}/${stop.id}`, { name: 'Stolen' });
    expect(foreign.statusCode).toBe(404);
    expect((await admin.get(`${base}/${stop.id}`)).json()).toMatchObject({ name: 'Untouched' });
  });
});

describe('DELETE busstops/{id}', () => {
  it('deletes a stop no route uses', async () => {
    const stop = await createBusStop(t.database.db, 'Darwin');
    const res = await admin.delete(`${base}/${stop.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ BS_ID: stop.id });
    expect((await admin.get(`${base}/${stop.id}`)).statusCode).toBe(404);
    expect((await auditEntries(t.database.db, 'busstop.delete')).at(-1)?.details).toMatchObject({
      BS_ID: stop.id,
    });
  });

  it('answers 409 naming the routes that use the stop', async () => {
    const stop = await createBusStop(t.database.db, 'Darwin');
    await createRoute(t.database.db, 'Darwin', { name: 'Science Loop', stopIds: [stop.id] });
    const res = await admin.delete(`${base}/${stop.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'IN_USE' });
    expect(errorOf(res).message).toContain('"Science Loop"');
    expect((await admin.get(`${base}/${stop.id}`)).statusCode).toBe(200);
  });

  it('answers 400, 403 and, for another customer’s stop, 404 leaving it in place', async () => {
    expect(errorOf(await admin.delete(`${base}/123`)).fields).toEqual(['params.id']);
    const stop = await createBusStop(t.database.db, 'Darwin');
    expect((await operator.delete(`${base}/${stop.id}`)).statusCode).toBe(403);
    expect((await campus.delete(`${base}/${stop.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/${stop.id}`)).statusCode).toBe(200);
  });
});
