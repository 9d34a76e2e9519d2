import { describe, expect, it } from 'vitest';
import { MEASURE_NAMES, type ListResult, type StaticCode } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, operator } = testAppWith(
  { operator: 'campus-operator' },
  { env: { SITE_NAME: 'Harwell Campus', MISSION_SITE_ID: 'DAR-HWL-2' } },
);

describe('GET site', () => {
  it('answers the site from the environment, centred on Harwell', async () => {
    const res = await operator.get('/dev/v1/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      siteName: 'Harwell Campus',
      mission_site_id: 'DAR-HWL-2',
      lat: 51.575,
      lon: -1.311,
      time_zone: 'Europe/London',
    });
    expect((await t.app.inject({ url: '/dev/v1/site' })).statusCode).toBe(401);
  });
});

describe('GET staticcodes', () => {
  const url = '/dev/v1/staticcodes?category=MEASURE&sort_attributes=name&sort_order=asc';

  it('answers the telemetry measure names of spec §3 with labels, sorted by name', async () => {
    const res = await operator.get(url);
    expect(res.statusCode).toBe(200);
    const codes = res.json<ListResult<StaticCode>>();
    expect(codes.total).toBe(MEASURE_NAMES.length);
    expect(codes.Items.map((c) => c.name).sort()).toEqual([...MEASURE_NAMES].sort());
    const names = codes.Items.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(codes.Items.find((c) => c.name === 'SPEED')).toEqual({
      category: 'MEASURE',
      name: 'SPEED',
      label: 'Speed',
      value_type: 'number',
      unit: 'km/h',
    });
    expect(codes.Items.every((c) => c.label.length > 0 && c.label !== c.name)).toBe(true);
    const desc = (await operator.get(url.replace('asc', 'desc'))).json<ListResult<StaticCode>>();
    expect(desc.Items.map((c) => c.name)).toEqual(codes.Items.map((c) => c.name).reverse());
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    expect(errorOf(await operator.get('/dev/v1/staticcodes?category=COLOUR')).fields).toEqual([
      'querystring.category',
    ]);
    expect(errorOf(await operator.get('/dev/v1/staticcodes')).fields).toEqual([
      'querystring.category',
    ]);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('GET schema?Name=', () => {
  it('answers the JSON Schema of a named wire schema', async () => {
    const res = await operator.get('/dev/v1/schema?Name=Vehicle');
    expect(res.statusCode).toBe(200);
    const schema = res.json<{
      title: string;
      type: string;
      properties: Record<string, unknown>;
      required: string[];
    }>();
    expect(schema).toMatchObject({ title: 'Vehicle', type: 'object' });
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        'Vehicle_ID',
        'status_flag',
        'maxOccupancy',
        'max_wheelchair_occupancy',
        'vehicle_icon',
      ]),
    );
    const create = (await operator.get('/dev/v1/schema?Name=RouteCreate')).json<{
      required: string[];
    }>();
    expect(create.required).toEqual(expect.arrayContaining(['name', 'path']));
  });

  it('answers 404 for an unknown name, 400 without one, 401 without a token', async () => {
    expect((await operator.get('/dev/v1/schema?Name=Spaceship')).statusCode).toBe(404);
    expect((await operator.get('/dev/v1/schema?Name=toString')).statusCode).toBe(404);
    expect(errorOf(await operator.get('/dev/v1/schema')).fields).toEqual(['querystring.Name']);
    expect((await t.app.inject({ url: '/dev/v1/schema?Name=Vehicle' })).statusCode).toBe(401);
  });
});
