import { beforeAll, describe, expect, it } from 'vitest';
import { alarmMeasures, type AlarmFacts, type AlarmMeasures } from '@shuttle-ops/domain';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { insertAlarms, SAM, type FixtureAlarm } from './alarm-fixtures.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, manager, admin, campusAdmin } = testAppWith({
  manager: 'service-manager',
  admin: 'admin',
  campusAdmin: 'customer-admin',
});
/** Every alarm stored, as the domain's measures read them. */
const stored: (AlarmFacts & { customerId: string })[] = [];

const NOW = Date.now();
const HOUR = 3600_000;
/** A period of six hours, ten days ago, starting on the hour. */
const T0 = new Date(Math.floor((NOW - 10 * 24 * HOUR) / HOUR) * HOUR);
const at = (s: number) => new Date(T0.getTime() + s * 1000);
const ago = (s: number) => new Date(NOW - s * 1000);
const FROM = T0.toISOString();
const TO = at(6 * 3600).toISOString();

const V1 = '0b5d8a9e-1111-4000-8000-000000000001';
const V2 = '0b5d8a9e-1111-4000-8000-000000000002';
const CAMPUS_V = '0b5d8a9e-2222-4000-8000-000000000001';
const ALEX = { id: '0b5d8a9e-3333-4000-8000-000000000001', name: 'Alex Jones' };

function darwinAlarms(customerId: string): FixtureAlarm[] {
  const c = { customerId, vehicleId: V1, vehicleName: 'Harwell 1' };
  return [
    // CRITICAL: acknowledged after 10, 20, 60 s; resolved by people after 100, 300 s; one
    // resolved by the server after 5 s (not a person's resolve time).
    { ...c, level: 'CRITICAL', code: 'C1', firstSeen: at(0), ackAfterS: 10, resolveAfterS: 100 },
    { ...c, level: 'CRITICAL', code: 'C2', firstSeen: at(60), ackAfterS: 20, resolveAfterS: 300 },
    // Still assigned ten days later: standing and stale.
    { ...c, level: 'CRITICAL', code: 'C3', firstSeen: at(120), ackAfterS: 60, assignee: ALEX },
    {
      ...c,
      level: 'CRITICAL',
      code: 'C4',
      firstSeen: at(180),
      resolveAfterS: 5,
      autoResolved: true,
    },
    // WARNING: acknowledged after 30, 40, 50, 1000 s, then closed without a resolve.
    ...[30, 40, 50, 1000].map((ackAfterS, i) => ({
      ...c,
      level: 'WARNING' as const,
      code: `W${i}`,
      firstSeen: at(1800 + i * 60),
      ackAfterS,
      closeAfterS: 2000,
    })),
    // ERROR: a burst of 11 new alarms between 1:00 and 1:01:40 (a flood period), server-resolved.
    ...Array.from({ length: 11 }, (_, i) => ({
      ...c,
      vehicleId: V2,
      vehicleName: 'Harwell 2',
      code: `BURST_${String(i).padStart(2, '0')}`,
      firstSeen: at(3600 + i * 10),
      resolveAfterS: 30,
      autoResolved: true,
    })),
    // Bad actors: a door fault raised three times (4 repeats each), a battery alarm 20 times.
    ...[7200, 7500, 7800].map((s) => ({
      ...c,
      code: 'DOOR_FAULT',
      message: s === 7800 ? 'Door 2 fault (latest words)' : 'Door 2 fault',
      count: 4,
      firstSeen: at(s),
      ackAfterS: 5,
      resolveAfterS: 60,
    })),
    { ...c, code: 'LOW_BATTERY', count: 20, firstSeen: at(9000), resolveAfterS: 900 },
    // INFO: two, resolved by the server.
    ...[10_000, 10_100].map((s, i) => ({
      ...c,
      level: 'INFO' as const,
      code: `I${i}`,
      firstSeen: at(s),
      resolveAfterS: 10,
      autoResolved: true,
    })),
    // Before the period: counted nowhere in the period's figures.
    { ...c, code: 'LOW_BATTERY', count: 100, firstSeen: at(-60), resolveAfterS: 10 },
    // Now: one stale open alarm, one shelved acknowledged alarm, four new alarms in the last minutes.
    { ...c, code: 'STALE', firstSeen: ago(2 * 24 * 3600) },
    { ...c, code: 'SHELVED', firstSeen: ago(3600), ackAfterS: 60, shelvedUntil: ago(-3600) },
    ...[300, 200, 100].map((s, i) => ({
      ...c,
      code: `RECENT_${i}`,
      firstSeen: ago(s),
      resolveAfterS: 1,
      autoResolved: true,
    })),
    {
      ...c,
      vehicleId: V2,
      vehicleName: 'Harwell 2',
      code: 'RECENT_V2',
      firstSeen: ago(60),
      resolveAfterS: 1,
      autoResolved: true,
    },
  ];
}

function campusAlarms(customerId: string): FixtureAlarm[] {
  const c = { customerId, vehicleId: CAMPUS_V, vehicleName: 'Campus 1', by: ALEX };
  return [
    // A flood in the same period, all acknowledged at once, each repeated 50 times.
    ...Array.from({ length: 30 }, (_, i) => ({
      ...c,
      level: 'CRITICAL' as const,
      code: `CAMPUS_${i}`,
      count: 50,
      firstSeen: at(600 + i * 5),
      ackAfterS: 1,
      resolveAfterS: 2,
    })),
    // A flood now.
    ...Array.from({ length: 12 }, (_, i) => ({
      ...c,
      code: `CAMPUS_NOW_${i}`,
      firstSeen: ago(180 - i),
      resolveAfterS: 1,
      autoResolved: true,
    })),
    { ...c, code: 'CAMPUS_OPEN', firstSeen: ago(60) },
  ];
}

beforeAll(async () => {
  const rows = [
    ...(await insertAlarms(t.database.db, darwinAlarms(manager.customerId))),
    ...(await insertAlarms(t.database.db, campusAlarms(campusAdmin.customerId))),
  ];
  for (const r of rows) {
    stored.push({
      customerId: r.customerId,
      level: r.level,
      state: r.state as AlarmFacts['state'],
      conditionKey: r.conditionKey,
      category: r.category,
      code: r.code,
      message: r.message,
      vehicleId: r.vehicleId ?? null,
      vehicleName: r.vehicleName ?? null,
      count: r.count ?? 1,
      firstSeen: r.firstSeen,
      acknowledgedAt: r.acknowledgedAt ?? null,
      resolvedAt: r.resolvedAt ?? null,
      autoResolved: r.autoResolved ?? false,
      shelvedUntil: r.shelvedUntil ?? null,
    });
  }
});

const url = (query: string, base = '/dev/v1') => `${base}/realtimealerts/measures?${query}`;
const measuresOf = async (client: TestClient, query: string, base?: string) => {
  const res = await client.get(url(query, base));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AlarmMeasures>();
};
const period = `from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

describe('GET realtimealerts/measures', () => {
  it('answers the response times per level: medians and p90s of the known alarms', async () => {
    const m = await measuresOf(manager, period);
    expect(m.from).toBe(FROM);
    expect(m.to).toBe(TO);
    expect(m.response).toEqual([
      {
        level: 'CRITICAL',
        acknowledged: 3,
        ack_median_s: 20,
        ack_p90_s: 52,
        resolved: 2,
        resolve_median_s: 200,
        resolve_p90_s: 280,
      },
      {
        // Door faults: acknowledged after 5 s, resolved after 60 s; the battery after 900 s;
        // the burst resolved itself (left out).
        level: 'ERROR',
        acknowledged: 3,
        ack_median_s: 5,
        ack_p90_s: 5,
        resolved: 4,
        resolve_median_s: 60,
        resolve_p90_s: 648,
      },
      {
        level: 'WARNING',
        acknowledged: 4,
        ack_median_s: 45,
        ack_p90_s: 715,
        resolved: 0,
        resolve_median_s: null,
        resolve_p90_s: null,
      },
      {
        level: 'INFO',
        acknowledged: 0,
        ack_median_s: null,
        ack_p90_s: null,
        resolved: 0,
        resolve_median_s: null,
        resolve_p90_s: null,
      },
    ]);
  });

  it('answers the rate, the flood share, the priority mix and the standing counts', async () => {
    const m = await measuresOf(manager, period);
    expect(m.priority_mix).toEqual({ INFO: 2, WARNING: 4, ERROR: 15, CRITICAL: 4 });
    expect(m.alarms_per_hour).toBe(4.17); // 25 alarms in 6 hours
    expect(m.flood).toMatchObject({ periods: 36, flood_periods: 1, share: 1 / 36 });
    expect(m.flood.current).toEqual({
      active: false,
      count: 4,
      window_s: 600,
      by_vehicle: [
        { Vehicle_ID: V1, vehicle_name: 'Harwell 1', count: 3 },
        { Vehicle_ID: V2, vehicle_name: 'Harwell 2', count: 1 },
      ],
    });
    // Assigned C3 (ten days old), the stale open alarm and the shelved one.
    expect({ standing: m.standing, stale: m.stale, shelved: m.shelved }).toEqual({
      standing: 3,
      stale: 2,
      shelved: 1,
    });
  });

  it('lists the bad actors by the sum of their counts, with the newest alarm’s words', async () => {
    const m = await measuresOf(manager, period);
    expect(m.bad_actors).toHaveLength(10);
    expect(m.bad_actors[0]).toEqual({
      condition_key: `vehicle:${V1}:LOW_BATTERY`,
      code: 'LOW_BATTERY',
      category: 'PERCEPTION',
      message: 'Obstacle detected ahead',
      Vehicle_ID: V1,
      vehicle_name: 'Harwell 1',
      count: 20,
    });
    expect(m.bad_actors[1]).toMatchObject({
      condition_key: `vehicle:${V1}:DOOR_FAULT`,
      message: 'Door 2 fault (latest words)',
      count: 12,
    });
    const rest = m.bad_actors.slice(2);
    expect(rest.every((b) => b.count === 1)).toBe(true);
    const keys = rest.map((b) => b.condition_key);
    expect(keys).toEqual([...keys].sort());
  });

  it('agrees with the domain’s definition on every figure, for both customers', async () => {
    for (const [client, Customer_ID] of [
      [manager, manager.customerId],
      [admin, campusAdmin.customerId],
    ] as const) {
      const m = await measuresOf(client, `${period}&Customer_ID=${Customer_ID}`);
      const expected = alarmMeasures(
        stored.filter((a) => a.customerId === Customer_ID),
        { from: new Date(FROM), to: new Date(TO), now: new Date() },
      );
      expect(m).toEqual(expected);
    }
  });

  it('never counts another customer’s alarms', async () => {
    const campus = await measuresOf(campusAdmin, period);
    expect(campus.priority_mix).toEqual({ INFO: 0, WARNING: 0, ERROR: 0, CRITICAL: 30 });
    expect(campus.response[0]).toMatchObject({ acknowledged: 30, ack_median_s: 1 });
    expect(campus.flood.flood_periods).toBe(1);
    expect(campus.flood.current).toMatchObject({ active: true, count: 13 });
    expect(campus.flood.current.by_vehicle).toEqual([
      { Vehicle_ID: CAMPUS_V, vehicle_name: 'Campus 1', count: 13 },
    ]);
    expect(campus.bad_actors.every((b) => b.Vehicle_ID === CAMPUS_V)).toBe(true);
    expect(campus.standing).toBe(1);
    const darwin = await measuresOf(manager, period);
    expect(darwin.bad_actors.some((b) => b.Vehicle_ID === CAMPUS_V)).toBe(false);
    // Only a platform-owner admin may name another customer.
    const named = await manager.get(url(`${period}&Customer_ID=${campusAdmin.customerId}`));
    expect(named.statusCode).toBe(403);
  });

  it('defaults to the last 24 hours and answers on the legacy path too', async () => {
    const m = await measuresOf(manager, '', '/dev');
    expect(Date.parse(m.to) - Date.parse(m.from)).toBe(24 * HOUR);
    expect(Math.abs(Date.parse(m.to) - Date.now())).toBeLessThan(60_000);
    // The recent alarms and the shelved one are in the last day; the period's are not.
    expect(m.priority_mix.ERROR).toBe(5);
    expect(m.flood.periods).toBeGreaterThanOrEqual(144);
  });

  it('answers an empty period with zeros and nulls', async () => {
    const empty = await measuresOf(manager, `from=${FROM}&to=${FROM}`);
    expect(empty.alarms_per_hour).toBe(0);
    expect(empty.flood).toMatchObject({ periods: 0, flood_periods: 0, share: 0 });
    expect(empty.response.every((r) => r.ack_median_s === null && r.acknowledged === 0)).toBe(true);
    expect(empty.bad_actors).toEqual([]);
  });

  it('refuses a bad period with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['from=yesterday', 'querystring.from'],
      [`from=${TO}&to=${FROM}`, 'querystring.to'],
      [`from=2025-01-01T00:00:00Z&to=2025-04-03T00:00:01Z`, 'querystring.to'],
      [`from=${new Date(NOW - 100 * 24 * HOUR).toISOString()}`, 'querystring.from'],
      [`from=${new Date(NOW + HOUR).toISOString()}`, 'querystring.from'],
      ['to=2025-13-01T00:00:00Z', 'querystring.to'],
      ['period=week', 'querystring'],
    ];
    for (const [query, field] of cases) {
      const res = await manager.get(url(query));
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).fields, query).toEqual([field]);
    }
  });

  it('is for those who process alerts', async () => {
    for (const username of ['operator', 'content-manager', 'remote-operator', 'campus-operator']) {
      const client = await clientFor(t.app, username);
      expect((await client.get(url(period))).statusCode, username).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: url(period) })).statusCode).toBe(401);
    expect(SAM.name).toBe('Sam Smith');
  });
});
