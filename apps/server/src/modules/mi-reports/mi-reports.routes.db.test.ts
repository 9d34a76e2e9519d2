import { beforeAll, describe, expect, it } from 'vitest';
import { haversineMetres, type MiReport } from '@shuttle-ops/domain';
import { bearer, errorOf } from '../../test/auth-client.ts';
import { createRoute, createVehicle } from '../../test/factories.ts';
import {
  insertAlarm,
  insertChecklists,
  insertCommand,
  insertIncident,
  insertPositions,
  insertService,
} from '../../test/mi-report-fixtures.ts';
import { testAppWith } from '../../test/test-kit.ts';
import { saveHeadwaySamples } from '../alarm-rules/index.ts';

const { t, manager, admin, operator, campusAdmin } = testAppWith({
  manager: 'service-manager',
  admin: 'admin',
  operator: 'operator',
  campusAdmin: 'customer-admin',
});

// The week of Monday 1 June 2026 (British Summer Time: London days start at 23:00 UTC).
const WEEK = 'period=week&date=2026-06-03';
const at = (iso: string) => new Date(iso);

/** A path due north in 0.001° steps, a jump of 0.01° (a lost fix), then two more steps. */
const PATH: [number, number][] = [
  ...Array.from({ length: 21 }, (_, i): [number, number] => [51.575 + i * 0.001, -1.311]),
  [51.605, -1.311],
  [51.606, -1.311],
  [51.607, -1.311],
];
/** The path's length without the jump: 22 steps of 0.001° of latitude. */
const PATH_KM =
  PATH.slice(1).reduce((sum, [lat, lon], i) => {
    const [plat, plon] = PATH[i]!;
    const step = haversineMetres([plon, plat], [lon, lat]);
    return step > 500 ? sum : sum + step;
  }, 0) / 1000;

const ids = { v1: '', v2: '', r1: '', r2: '', campusV: '' };

beforeAll(async () => {
  const db = t.database.db;
  const darwin = manager.customerId;
  const campus = campusAdmin.customerId;
  const v1 = await createVehicle(db, 'Darwin', { name: 'Alpha' });
  const v2 = await createVehicle(db, 'Darwin', { name: 'Bravo' });
  const r1 = await createRoute(db, 'Darwin', { name: 'Campus Loop' });
  const r2 = await createRoute(db, 'Darwin', { name: 'Station Link' });
  const cv = await createVehicle(db, 'Campus Mobility', { name: 'Campus One' });
  const cr = await createRoute(db, 'Campus Mobility', { name: 'Campus Route' });
  Object.assign(ids, { v1: v1.id, v2: v2.id, r1: r1.id, r2: r2.id, campusV: cv.id });

  // Two hours on Tuesday: 5 + 7 boarded, and one wheelchair user (a passenger too).
  await insertService(db, {
    customerId: darwin,
    vehicle: v1,
    route: r1,
    startAt: at('2026-06-02T08:00:00Z'),
    endAt: at('2026-06-02T10:00:00Z'),
    counts: [
      [5, 1],
      [7, 0],
    ],
  });
  // Half an hour on Wednesday: 4 boarded.
  await insertService(db, {
    customerId: darwin,
    vehicle: v2,
    route: r2,
    startAt: at('2026-06-03T09:00:00Z'),
    endAt: at('2026-06-03T09:30:00Z'),
    counts: [[4, 0]],
  });
  // Not counted: cancelled, and the Monday after (London), though Sunday 23:30 UTC.
  await insertService(db, {
    customerId: darwin,
    vehicle: v1,
    route: r1,
    startAt: at('2026-06-04T08:00:00Z'),
    endAt: null,
    status: 'cancelled',
    counts: [[30, 0]],
  });
  await insertService(db, {
    customerId: darwin,
    vehicle: v1,
    route: r1,
    startAt: at('2026-06-07T23:30:00Z'),
    endAt: at('2026-06-08T00:30:00Z'),
    counts: [[100, 0]],
  });
  // Alpha drives the path during its service, every 5 minutes from 08:00.
  await insertPositions(db, { ...v1, customerId: darwin }, at('2026-06-02T08:00:00Z'), 300, PATH);
  // Alarms: Alpha two CRITICAL (acknowledged after 10 and 30 s, resolved after 100 and 300 s)
  // and a WARNING; Bravo an ERROR; one before the week.
  await insertAlarm(db, {
    customerId: darwin,
    vehicleId: v1.id,
    level: 'CRITICAL',
    firstSeen: at('2026-06-02T08:30:00Z'),
    ackAfterS: 10,
    resolveAfterS: 100,
  });
  await insertAlarm(db, {
    customerId: darwin,
    vehicleId: v1.id,
    level: 'CRITICAL',
    firstSeen: at('2026-06-02T09:00:00Z'),
    ackAfterS: 30,
    resolveAfterS: 300,
  });
  await insertAlarm(db, {
    customerId: darwin,
    vehicleId: v1.id,
    level: 'WARNING',
    firstSeen: at('2026-06-02T09:10:00Z'),
  });
  await insertAlarm(db, {
    customerId: darwin,
    vehicleId: v2.id,
    level: 'ERROR',
    firstSeen: at('2026-06-03T09:10:00Z'),
  });
  await insertAlarm(db, {
    customerId: darwin,
    vehicleId: v1.id,
    level: 'ERROR',
    firstSeen: at('2026-05-31T22:59:00Z'),
  });
  await insertCommand(db, {
    customerId: darwin,
    vehicleId: v1.id,
    issuedAt: at('2026-06-02T09:05:00Z'),
  });
  await insertIncident(db, {
    customerId: darwin,
    vehicleId: v1.id,
    routeId: r1.id,
    occurredAt: at('2026-06-02T09:06:00Z'),
  });
  await insertChecklists(db, {
    customerId: darwin,
    vehicleId: v1.id,
    at: at('2026-06-02T07:30:00Z'),
    results: ['passed', 'failed'],
  });

  // Another customer's service in the same week.
  await insertService(db, {
    customerId: campus,
    vehicle: cv,
    route: cr,
    startAt: at('2026-06-02T08:00:00Z'),
    endAt: at('2026-06-02T09:00:00Z'),
    counts: [[50, 0]],
  });

  // The Campus Loop's regularity sampled while its shuttles ran (and one sample the week after,
  // and another customer's on its own route).
  const sample = (customerId: string, routeId: string, iso: string, cv: number) => ({
    customerId,
    routeId,
    at: at(iso),
    cv,
    gaps: 2,
    plannedS: 600,
  });
  await saveHeadwaySamples(db, [
    sample(darwin, r1.id, '2026-06-02T08:30:00Z', 0.2),
    sample(darwin, r1.id, '2026-06-02T09:00:00Z', 0.45),
    sample(darwin, r1.id, '2026-06-08T09:00:00Z', 0.9),
    sample(campus, cr.id, '2026-06-02T08:30:00Z', 0.6),
  ]);
});

const reportOf = async (url: string, client = manager) => {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MiReport>();
};

describe('GET mi-reporting', () => {
  it('gives the week’s figures in total, per route and per vehicle', async () => {
    const r = await reportOf(`/dev/v1/mi-reporting?${WEEK}`);
    expect(r).toMatchObject({
      period: 'week',
      first_day: '2026-06-01',
      last_day: '2026-06-07',
      from: '2026-05-31T23:00:00.000Z',
      to: '2026-06-07T23:00:00.000Z',
    });
    expect(PATH_KM).toBeCloseTo(2.446, 2);
    const km = r.totals.vehicle_km;
    expect(Math.abs(km - PATH_KM) / PATH_KM).toBeLessThan(0.01);
    expect(r.totals).toMatchObject({
      services: 2,
      service_hours: 2.5,
      passengers: 17,
      wheelchair_passengers: 1,
      incidents: 1,
      alarms: 4,
      remote_interventions: 1,
      checklists: 2,
      checklists_passed: 1,
      checklist_pass_rate: 0.5,
    });
    expect(r.totals.alarms_per_1000_km).toBeCloseTo(4000 / PATH_KM, 0);
    expect(r.totals.remote_interventions_per_1000_km).toBeCloseTo(1000 / PATH_KM, 0);

    const alpha = r.vehicles.find((v) => v.Vehicle_ID === ids.v1);
    expect(alpha).toMatchObject({
      vehicle_name: 'Alpha',
      services: 1,
      service_hours: 2,
      passengers: 13,
      wheelchair_passengers: 1,
      alarms: 3,
      remote_interventions: 1,
      incidents: 1,
      checklists: 2,
      checklists_passed: 1,
    });
    expect(alpha!.alarms_per_1000_km).toBeCloseTo(3000 / PATH_KM, 0);
    const bravo = r.vehicles.find((v) => v.Vehicle_ID === ids.v2);
    expect(bravo).toMatchObject({
      services: 1,
      service_hours: 0.5,
      passengers: 4,
      vehicle_km: 0,
      alarms: 1,
      alarms_per_1000_km: null,
    });

    expect(r.routes.map((x) => [x.route_name, x.services, x.passengers, x.incidents])).toEqual([
      ['Campus Loop', 1, 13, 1],
      ['Station Link', 1, 4, 0],
    ]);
    expect(Math.abs(r.routes[0]!.vehicle_km - PATH_KM) / PATH_KM).toBeLessThan(0.01);
    // Headway regularity: the mean of the loop's samples in the week; none for the other route.
    expect(r.routes.map((x) => x.headway_cv)).toEqual([0.33, null]);

    expect(r.alarm_levels).toEqual([
      { level: 'INFO', alarms: 0, ack_median_s: null, resolve_median_s: null },
      { level: 'WARNING', alarms: 1, ack_median_s: null, resolve_median_s: null },
      { level: 'ERROR', alarms: 1, ack_median_s: null, resolve_median_s: null },
      { level: 'CRITICAL', alarms: 2, ack_median_s: 20, resolve_median_s: 200 },
    ]);
  });

  it('answers the same under the legacy base', async () => {
    expect(await reportOf(`/dev/mi-reporting?${WEEK}`)).toEqual(
      await reportOf(`/dev/v1/mi-reporting?${WEEK}`),
    );
  });

  it('covers one London day, a month and custom days', async () => {
    const day = await reportOf('/dev/v1/mi-reporting?period=day&date=2026-06-03');
    expect(day.totals).toMatchObject({ services: 1, passengers: 4, vehicle_km: 0 });
    const month = await reportOf('/dev/v1/mi-reporting?period=month&date=2026-06-20');
    expect(month).toMatchObject({ first_day: '2026-06-01', last_day: '2026-06-30' });
    // The service of 7 June 23:30 UTC is on Monday 8 June in London: in the month.
    expect(month.totals).toMatchObject({ services: 3, passengers: 117 });
    const custom = await reportOf(
      '/dev/v1/mi-reporting?period=custom&from=2026-06-02&to=2026-06-02',
    );
    expect(custom.totals).toMatchObject({ services: 1, passengers: 13, alarms: 3 });
  });

  it('refuses bad periods, naming the field', async () => {
    const cases: [string, string][] = [
      ['period=custom&from=2026-06-05&to=2026-06-01', 'querystring.to'],
      ['period=custom&from=2025-01-01&to=2026-02-05', 'querystring.to'],
      ['period=custom&to=2026-06-01', 'querystring.from'],
      ['period=week&date=2026-13-01', 'querystring.date'],
      ['period=year', 'querystring.period'],
    ];
    for (const [query, field] of cases) {
      const res = await manager.get(`/dev/v1/mi-reporting?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(errorOf(res)), query).toContain(field);
    }
  });

  it('keeps each customer to its own figures', async () => {
    const campus = await reportOf(`/dev/v1/mi-reporting?${WEEK}`, campusAdmin);
    expect(campus.totals).toMatchObject({ services: 1, passengers: 50, alarms: 0, incidents: 0 });
    expect(campus.vehicles.map((v) => v.Vehicle_ID)).not.toContain(ids.v1);
    expect(campus.routes.map((r) => r.route_name)).toEqual(['Campus Route']);
    // Another customer is named by platform-owner administrators only.
    const byAdmin = await reportOf(
      `/dev/v1/mi-reporting?${WEEK}&Customer_ID=${campusAdmin.customerId}`,
      admin,
    );
    expect(byAdmin.totals.passengers).toBe(50);
    const res = await campusAdmin.get(
      `/dev/v1/mi-reporting?${WEEK}&Customer_ID=${manager.customerId}`,
    );
    expect(res.statusCode).toBe(403);
  });

  it('is refused to roles without reports and to callers without a token', async () => {
    expect((await operator.get(`/dev/v1/mi-reporting?${WEEK}`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/dev/v1/mi-reporting?${WEEK}` })).statusCode).toBe(401);
  });
});

describe('GET mi-reporting/x-token', () => {
  it('gives a short-lived token that reads the report and nothing else', async () => {
    const res = await manager.get('/dev/v1/mi-reporting/x-token');
    expect(res.statusCode).toBe(200);
    const { AuthenticationResult } = res.json<{
      AuthenticationResult: { AccessToken: string; ExpiresIn: number };
    }>();
    expect(AuthenticationResult.ExpiresIn).toBe(300);
    const token = AuthenticationResult.AccessToken;
    const report = await t.app.inject({
      url: `/dev/v1/mi-reporting?${WEEK}`,
      headers: { 'x-token': token },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json<MiReport>().totals.passengers).toBe(17);
    const other = await t.app.inject({ url: '/dev/v1/vehicles', headers: bearer(token) });
    expect(other.statusCode).toBe(401);
    const again = await t.app.inject({
      url: '/dev/v1/mi-reporting/x-token',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('is refused to roles without reports', async () => {
    expect((await operator.get('/dev/v1/mi-reporting/x-token')).statusCode).toBe(403);
  });
});
