import { beforeAll, describe, expect, it } from 'vitest';
import type {
  TelemetryTemplate,
  TelemetryTemplateCreateInput,
  TelemetryTemplateList,
} from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, manager, admin, operator, contentManager, campusAdmin } = testAppWith({
  manager: 'service-manager',
  admin: 'admin',
  operator: 'operator',
  contentManager: 'content-manager',
  campusAdmin: 'customer-admin',
});

const BASE = '/dev/v1/telemetry-templates';
const LEGACY = '/dev/telemetry-templates';
const ids = { alpha: '', beta: '', campus: '' };

beforeAll(async () => {
  const db = t.database.db;
  ids.alpha = (await createVehicle(db, 'Darwin', { name: 'Alpha' })).id;
  ids.beta = (await createVehicle(db, 'Darwin', { name: 'Beta' })).id;
  ids.campus = (await createVehicle(db, 'Campus Mobility', { name: 'Campus One' })).id;
});

const at = (x: number, y: number, w = 6, h = 4) => ({ x, y, w, h });

/** A template with a chart of speed and battery and a battery gauge, both on Alpha. */
const dashboard = (name: string, vehicle = ids.alpha): TelemetryTemplateCreateInput => ({
  template_name: name,
  template_desc: 'Speed and battery of the morning shuttle',
  template_data: {
    components: [
      {
        id: 'speed',
        kind: 'time-series',
        title: 'Speed and battery',
        layout: at(0, 0),
        vehicles: [vehicle],
        measures: ['SPEED', 'BATTERY_STATUS_LEVEL'],
      },
      {
        id: 'battery',
        kind: 'gauge',
        title: 'Battery',
        layout: at(6, 0, 3, 4),
        vehicles: [vehicle],
        measure: 'BATTERY_STATUS_LEVEL',
        min: 0,
        max: 100,
      },
    ],
  },
});

const created = async (body: TelemetryTemplateCreateInput, client = manager) => {
  const res = await client.post(BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TelemetryTemplate>();
};
const listOf = async (url: string, client = manager) => {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TelemetryTemplateList>();
};
const names = (list: TelemetryTemplateList) => list.Items.map((i) => i.template_name);

describe('telemetry-templates round trip', () => {
  it('creates, reads, lists, searches, changes and deletes a template', async () => {
    const made = await created(dashboard('Morning shuttle'));
    expect(made).toMatchObject({
      Customer_ID: manager.customerId,
      template_name: 'Morning shuttle',
      template_desc: 'Speed and battery of the morning shuttle',
      created_by: 'service-manager',
    });
    expect(made.template_data.components.map((c) => [c.id, c.kind, c.layout])).toEqual([
      ['speed', 'time-series', at(0, 0)],
      ['battery', 'gauge', at(6, 0, 3, 4)],
    ]);

    const read = await manager.get(`${BASE}/${made.id}`);
    expect(read.json()).toEqual(made);
    expect(names(await listOf(`${BASE}?limit=500`))).toContain('Morning shuttle');
    expect(names(await listOf(`${BASE}/search?query=morning%20SHUTTLE`))).toEqual([
      'Morning shuttle',
    ]);

    const moved = dashboard('Morning shuttle, wide');
    const [chart, gauge] = moved.template_data.components;
    chart!.layout = at(0, 4, 12, 5);
    gauge!.layout = at(0, 0, 4, 4);
    const put = await manager.put(`${BASE}/${made.id}`, moved);
    expect(put.statusCode, put.body).toBe(200);
    const changed = put.json<TelemetryTemplate>();
    expect(changed.template_name).toBe('Morning shuttle, wide');
    expect(changed.template_data.components.map((c) => c.layout)).toEqual([
      at(0, 4, 12, 5),
      at(0, 0, 4, 4),
    ]);
    expect((await manager.get(`${BASE}/${made.id}`)).json()).toEqual(changed);

    const gone = await manager.delete(`${BASE}/${made.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await manager.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
    expect((await manager.delete(`${BASE}/${made.id}`)).statusCode).toBe(404);

    const audited = await auditEntries(t.database.db, 'telemetry-template.update');
    expect(audited.some((e) => (e.details as { id?: string }).id === made.id)).toBe(true);
  });

  it('keeps every kind of component with its own fields', async () => {
    const all = await created({
      template_name: 'Every component',
      template_data: {
        components: [
          {
            id: 'a',
            kind: 'time-series',
            layout: at(0, 0),
            vehicles: [ids.alpha],
            measures: ['SPEED'],
          },
          {
            id: 'b',
            kind: 'latest-value',
            layout: at(6, 0, 2, 2),
            vehicles: [ids.alpha, ids.beta],
            measure: 'PASSENGERS_COUNT',
          },
          {
            id: 'c',
            kind: 'gauge',
            layout: at(8, 0, 4, 3),
            vehicles: [ids.beta],
            measure: 'SPEED',
            min: 0,
            max: 40,
          },
          { id: 'd', kind: 'map', layout: at(0, 4, 8, 6), vehicles: [ids.alpha, ids.beta] },
          {
            id: 'e',
            kind: 'table',
            layout: at(8, 4, 4, 6),
            vehicles: [ids.beta],
            measures: ['SPEED', 'DOOR_STATUS'],
          },
          { id: 'f', kind: 'alarm-list', layout: at(0, 10, 12, 3), vehicles: [ids.alpha] },
        ],
      },
    });
    expect(all.template_desc).toBe('');
    expect(all.template_data.components.map((c) => c.kind)).toEqual([
      'time-series',
      'latest-value',
      'gauge',
      'map',
      'table',
      'alarm-list',
    ]);
    expect(all.template_data.components[1]).toMatchObject({
      title: '',
      measure: 'PASSENGERS_COUNT',
    });
  });

  it('filters the list by vehicle and by kind, and answers the same under the legacy base', async () => {
    const onBeta = await created(dashboard('Beta only', ids.beta));
    expect(names(await listOf(`${BASE}?Vehicle_ID=${ids.beta}&limit=500`))).toContain('Beta only');
    expect(names(await listOf(`${BASE}?Vehicle_ID=${ids.alpha}&limit=500`))).not.toContain(
      'Beta only',
    );
    expect(names(await listOf(`${BASE}?kind=alarm-list&limit=500`))).not.toContain('Beta only');
    expect(names(await listOf(`${BASE}?kind=gauge&query=beta`))).toEqual(['Beta only']);

    expect((await manager.get(`${LEGACY}/${onBeta.id}`)).json()).toEqual(onBeta);
    expect(names(await listOf(`${LEGACY}/search?query=Beta%20only`))).toEqual(['Beta only']);
    const legacy = await manager.post(LEGACY, dashboard('Legacy made'));
    expect(legacy.statusCode).toBe(201);
    const id = legacy.json<TelemetryTemplate>().id;
    expect((await manager.put(`${LEGACY}/${id}`, dashboard('Legacy changed'))).statusCode).toBe(
      200,
    );
    expect((await manager.delete(`${LEGACY}/${id}`)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('lets the analytics roles (spec §6) in and keeps the others out', async () => {
    const mine = await created(dashboard('Admin made'), admin);
    expect((await manager.get(`${BASE}/${mine.id}`)).statusCode).toBe(200);
    for (const client of [operator, contentManager]) {
      expect((await client.get(BASE)).statusCode).toBe(403);
      expect((await client.get(`${BASE}/search?query=Admin`)).statusCode).toBe(403);
      expect((await client.get(`${BASE}/${mine.id}`)).statusCode).toBe(403);
      expect((await client.post(BASE, dashboard('Refused'))).statusCode).toBe(403);
      expect((await client.put(`${BASE}/${mine.id}`, dashboard('Refused'))).statusCode).toBe(403);
      expect((await client.delete(`${BASE}/${mine.id}`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await manager.get(`${BASE}/${mine.id}`)).json()).toEqual(mine);
  });
});

describe('tenant isolation', () => {
  it('keeps each customer to its own templates', async () => {
    const darwin = await created(dashboard('Darwin private'));
    const campus = await created(dashboard('Campus board', ids.campus), campusAdmin);
    expect(campus.Customer_ID).toBe(campusAdmin.customerId);

    const listed = await listOf(`${BASE}?limit=500`, campusAdmin);
    expect(listed.Items.every((i) => i.Customer_ID === campusAdmin.customerId)).toBe(true);
    expect(names(listed)).toContain('Campus board');
    expect((await listOf(`${BASE}/search?query=Darwin%20private`, campusAdmin)).total).toBe(0);

    const other = `${BASE}/${darwin.id}`;
    expect((await campusAdmin.get(other)).statusCode).toBe(404);
    expect((await campusAdmin.put(other, dashboard('Hijacked', ids.campus))).statusCode).toBe(404);
    expect((await campusAdmin.delete(other)).statusCode).toBe(404);
    expect((await manager.get(other)).json()).toEqual(darwin);
  });

  it('refuses another customer’s vehicle with a 400 naming the field', async () => {
    const res = await manager.post(BASE, dashboard('Campus vehicle', ids.campus));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual([
      'body.template_data.components.0.vehicles.0',
      'body.template_data.components.1.vehicles.0',
    ]);
    expect(names(await listOf(`${BASE}?query=Campus%20vehicle`))).toEqual([]);
  });

  it('lets only a platform-owner admin name another customer', async () => {
    expect((await campusAdmin.get(`${BASE}?Customer_ID=${manager.customerId}`)).statusCode).toBe(
      403,
    );
    expect((await manager.get(`${BASE}?Customer_ID=${campusAdmin.customerId}`)).statusCode).toBe(
      403,
    );
    const forCampus = await admin.post(BASE, {
      ...dashboard('Made for Campus', ids.campus),
      Customer_ID: campusAdmin.customerId,
    });
    expect(forCampus.statusCode, forCampus.body).toBe(201);
    const made = forCampus.json<TelemetryTemplate>();
    expect(made.Customer_ID).toBe(campusAdmin.customerId);
    expect((await campusAdmin.get(`${BASE}/${made.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const components = (component: Record<string, unknown>) => ({
    template_name: 'Bad',
    template_data: { components: [component] },
  });
  const gauge = () => ({
    id: 'g',
    kind: 'gauge',
    layout: at(0, 0),
    vehicles: [ids.alpha],
    measure: 'SPEED',
    min: 0,
    max: 40,
  });

  it.each([
    ['no name', { template_data: { components: [] } }, 'body.template_name'],
    [
      'a blank name',
      { template_name: '  ', template_data: { components: [] } },
      'body.template_name',
    ],
    ['no template_data', { template_name: 'X' }, 'body.template_data'],
    [
      'components not a list',
      { template_name: 'X', template_data: { components: {} } },
      'body.template_data.components',
    ],
    [
      'an unknown kind',
      components({ ...gauge(), kind: 'pie' }),
      'body.template_data.components.0.kind',
    ],
    [
      'an unknown measure',
      components({ ...gauge(), measure: 'WARP' }),
      'body.template_data.components.0.measure',
    ],
    [
      'a gauge without max',
      components({ ...gauge(), max: undefined }),
      'body.template_data.components.0.max',
    ],
    [
      'a gauge with max below min',
      components({ ...gauge(), min: 50 }),
      'body.template_data.components.0.max',
    ],
    [
      'a chart without measures',
      components({
        id: 'c',
        kind: 'time-series',
        layout: at(0, 0),
        vehicles: [ids.alpha],
        measures: [],
      }),
      'body.template_data.components.0.measures',
    ],
    [
      'a measure a map does not take',
      components({
        id: 'm',
        kind: 'map',
        layout: at(0, 0),
        vehicles: [ids.alpha],
        measure: 'SPEED',
      }),
      'body.template_data.components.0',
    ],
    [
      'no vehicles',
      components({ ...gauge(), vehicles: [] }),
      'body.template_data.components.0.vehicles',
    ],
    [
      'a vehicle id that is not one',
      components({ ...gauge(), vehicles: ['nope'] }),
      'body.template_data.components.0.vehicles.0',
    ],
    [
      'no layout',
      components({ ...gauge(), layout: undefined }),
      'body.template_data.components.0.layout',
    ],
    [
      'a layout past the 12 columns',
      components({ ...gauge(), layout: at(8, 0, 6, 2) }),
      'body.template_data.components.0.layout.w',
    ],
    [
      'a negative row',
      components({ ...gauge(), layout: at(0, -1) }),
      'body.template_data.components.0.layout.y',
    ],
    [
      'a fractional width',
      components({ ...gauge(), layout: at(0, 0, 1.5, 2) }),
      'body.template_data.components.0.layout.w',
    ],
    [
      'an id used twice',
      { template_name: 'X', template_data: { components: [gauge(), gauge()] } },
      'body.template_data.components.1.id',
    ],
  ])('refuses %s with a 400 naming the field', async (_what, body, field) => {
    const res = await manager.post(BASE, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).fields).toContain(field);
  });

  it('changes nothing when a change is refused', async () => {
    const made = await created(dashboard('Kept as it was'));
    const res = await manager.put(`${BASE}/${made.id}`, components({ ...gauge(), min: 90 }));
    expect(res.statusCode).toBe(400);
    expect((await manager.get(`${BASE}/${made.id}`)).json()).toEqual(made);
    expect((await manager.get(`${BASE}/not-a-uuid`)).statusCode).toBe(400);
    expect((await manager.get(`${BASE}/search`)).statusCode).toBe(400);
    expect((await manager.get(`${BASE}?kind=pie`)).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the six calls under both bases', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] } | undefined>>;
    }>();
    for (const base of [BASE, LEGACY]) {
      expect(Object.keys(doc.paths[base] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths[`${base}/{id}`] ?? {})).toEqual(
        expect.arrayContaining(['get', 'put', 'delete']),
      );
      const search = doc.paths[`${base}/search`]?.get?.parameters?.map((p) => p.name);
      expect(search).toContain('query');
    }
    const list = doc.paths[BASE]?.get?.parameters?.map((p) => p.name);
    expect(list).toEqual(expect.arrayContaining(['Vehicle_ID', 'kind', 'query', 'limit']));
  });
});
