import { beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryReport } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { createVehicle } from '../../test/factories.ts';
import { insertMeasures } from '../../test/telemetry-fixtures.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, manager, operator, campusAdmin } = testAppWith({
  manager: 'service-manager',
  operator: 'operator',
  campusAdmin: 'customer-admin',
});

const at = (time: string) => new Date(`2026-06-02T${time}Z`);
const ids = { v1: '', campusV: '' };
const RANGE = `from=2026-06-02T10:00:00Z&to=2026-06-02T11:00:00Z`;

beforeAll(async () => {
  const db = t.database.db;
  const v1 = await createVehicle(db, 'Darwin', { name: 'Alpha' });
  const cv = await createVehicle(db, 'Campus Mobility', { name: 'Campus One' });
  Object.assign(ids, { v1: v1.id, campusV: cv.id });
  const darwin = { customerId: manager.customerId, vehicleId: v1.id };
  await insertMeasures(db, [
    { ...darwin, measure: 'SPEED', at: at('10:00:00'), value: 10 },
    { ...darwin, measure: 'SPEED', at: at('10:00:30'), value: 20 },
    { ...darwin, measure: 'SPEED', at: at('10:01:10'), value: 30 },
    { ...darwin, measure: 'SPEED', at: at('10:15:00'), value: 40 },
    // At the end of the range: not in [from, to).
    { ...darwin, measure: 'SPEED', at: at('11:00:00'), value: 99 },
    { ...darwin, measure: 'BATTERY_STATUS_LEVEL', at: at('10:00:00'), value: 80 },
    // Text values have no min, avg or max.
    { ...darwin, measure: 'DOOR_STATUS', at: at('10:00:00'), value: 'OPEN' },
    {
      customerId: campusAdmin.customerId,
      vehicleId: cv.id,
      measure: 'SPEED',
      at: at('10:00:00'),
      value: 5,
    },
  ]);
});

const reportOf = async (url: string, client = manager) => {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TelemetryReport>();
};
const pointsOf = (r: TelemetryReport, measure = 'SPEED') =>
  r.series.find((s) => s.measure_name === measure)?.points;

describe('GET telemetry-reports/{id}', () => {
  it('answers the raw values of the range', async () => {
    const r = await reportOf(`/dev/v1/telemetry-reports/${ids.v1}?${RANGE}&measures=SPEED`);
    expect(r.bucket).toBe('raw');
    expect(pointsOf(r)?.map((p) => [p.t, p.min, p.avg, p.max, p.count])).toEqual([
      ['2026-06-02T10:00:00.000Z', 10, 10, 10, 1],
      ['2026-06-02T10:00:30.000Z', 20, 20, 20, 1],
      ['2026-06-02T10:01:10.000Z', 30, 30, 30, 1],
      ['2026-06-02T10:15:00.000Z', 40, 40, 40, 1],
    ]);
  });

  it('gives min, avg and max per bucket of 1 minute, 15 minutes and 1 hour', async () => {
    const url = (bucket: string) =>
      `/dev/v1/telemetry-reports/${ids.v1}?${RANGE}&measures=SPEED&bucket=${bucket}`;
    const rows = (r: TelemetryReport) =>
      pointsOf(r)?.map((p) => [p.t.slice(11, 16), p.min, p.avg, p.max, p.count]);
    expect(rows(await reportOf(url('1m')))).toEqual([
      ['10:00', 10, 15, 20, 2],
      ['10:01', 30, 30, 30, 1],
      ['10:15', 40, 40, 40, 1],
    ]);
    expect(rows(await reportOf(url('15m')))).toEqual([
      ['10:00', 10, 20, 30, 3],
      ['10:15', 40, 40, 40, 1],
    ]);
    expect(rows(await reportOf(url('1h')))).toEqual([['10:00', 10, 25, 40, 4]]);
  });

  it('refuses bad input, naming the field', async () => {
    const base = `/dev/v1/telemetry-reports/${ids.v1}`;
    const cases: [string, string][] = [
      ['from=2026-06-02T11:00:00Z&to=2026-06-02T10:00:00Z&measures=SPEED', 'querystring.to'],
      [
        'from=2025-01-01T00:00:00Z&to=2026-06-02T00:00:00Z&measures=SPEED&bucket=1h',
        'querystring.to',
      ],
      ['from=2026-06-01T00:00:00Z&to=2026-06-02T10:00:00Z&measures=SPEED', 'querystring.to'],
      [`${RANGE}&measures=SPEED,WARP_FACTOR`, 'querystring.measures'],
      [`${RANGE}&measures=SPEED&bucket=5m`, 'querystring.bucket'],
      ['to=2026-06-02T10:00:00Z&measures=SPEED', 'querystring.from'],
    ];
    for (const [query, field] of cases) {
      const res = await manager.get(`${base}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).fields, query).toContain(field);
    }
  });

  it('answers 404 for an unknown vehicle and another customer’s', async () => {
    for (const id of [ids.campusV, '0b5d8a9e-9999-4000-8000-000000000001']) {
      const res = await manager.get(`/dev/v1/telemetry-reports/${id}?${RANGE}&measures=SPEED`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toContain('params.id');
    }
  });

  it('is refused to roles without reports', async () => {
    const res = await operator.get(`/dev/v1/telemetry-reports/${ids.v1}?${RANGE}&measures=SPEED`);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET telemetry-reports?vehicle_id=all', () => {
  it('gives every vehicle of the customer, each measure a series', async () => {
    const r = await reportOf(
      `/dev/v1/telemetry-reports?vehicle_id=all&${RANGE}&measures=SPEED,BATTERY_STATUS_LEVEL,DOOR_STATUS&bucket=1h`,
    );
    expect(r.series.map((s) => [s.Vehicle_ID, s.measure_name, s.points[0]?.avg])).toEqual([
      [ids.v1, 'BATTERY_STATUS_LEVEL', 80],
      [ids.v1, 'SPEED', 25],
    ]);
    const campus = await reportOf(
      `/dev/v1/telemetry-reports?vehicle_id=all&${RANGE}&measures=SPEED&bucket=1h`,
      campusAdmin,
    );
    expect(campus.series.map((s) => [s.Vehicle_ID, s.points[0]?.avg])).toEqual([[ids.campusV, 5]]);
  });

  it('takes one vehicle id too, and answers 404 for another customer’s', async () => {
    const r = await reportOf(
      `/dev/v1/telemetry-reports?vehicle_id=${ids.v1}&${RANGE}&measures=SPEED&bucket=1h`,
    );
    expect(r.series).toHaveLength(1);
    const res = await manager.get(
      `/dev/v1/telemetry-reports?vehicle_id=${ids.campusV}&${RANGE}&measures=SPEED`,
    );
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toContain('querystring.vehicle_id');
  });
});

describe('OpenAPI', () => {
  it('documents both calls with their query', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>();
    const names = (path: string) => doc.paths[path]?.get?.parameters?.map((p) => p.name) ?? [];
    expect(names('/dev/v1/telemetry-reports/{id}')).toEqual(
      expect.arrayContaining(['id', 'from', 'to', 'measures', 'bucket']),
    );
    expect(names('/dev/v1/telemetry-reports')).toContain('vehicle_id');
    expect(names('/dev/v1/mi-reporting')).toEqual(
      expect.arrayContaining(['period', 'date', 'from', 'to']),
    );
    expect(names('/dev/mi-reporting')).toContain('period');
    expect(doc.paths['/dev/v1/mi-reporting/x-token']?.get).toBeDefined();
  });
});
