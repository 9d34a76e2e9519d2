import { describe, expect, it } from 'vitest';
import {
  alarmMeasures,
  alarmsPerHour,
  badActors,
  currentFlood,
  floodPeriodCount,
  floodShare,
  medianAndP90,
  percentile,
  priorityMix,
  responseTimes,
  standingCounts,
  type AlarmFacts,
} from './alarm-measures.ts';
import { measuresPeriod } from './alarm-report-requests.ts';

const T0 = new Date('2026-03-02T08:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);

function alarm(overrides: Partial<AlarmFacts> = {}): AlarmFacts {
  return {
    level: 'ERROR',
    state: 'OPEN',
    conditionKey: 'vehicle:v1:E1',
    category: 'SAFETY',
    code: 'E1',
    message: 'Obstacle',
    vehicleId: '00000000-0000-4000-8000-000000000001',
    vehicleName: 'Shuttle 1',
    count: 1,
    firstSeen: T0,
    acknowledgedAt: null,
    resolvedAt: null,
    autoResolved: false,
    shelvedUntil: null,
    ...overrides,
  };
}

describe('percentile (linear, as percentile_cont)', () => {
  it('interpolates between the closest ranks', () => {
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([40, 10, 30, 20], 0.9)).toBeCloseTo(37);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
  });
  it('of nothing is null', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(medianAndP90([])).toEqual({ median: null, p90: null });
  });
  it('rounds seconds to the millisecond', () => {
    expect(medianAndP90([1.00049, 2])).toEqual({ median: 1.5, p90: 1.9 });
    expect(medianAndP90([0.0004])).toEqual({ median: 0, p90: 0 });
  });
});

describe('responseTimes', () => {
  it('per level, most severe first; auto-resolved left out of resolve times', () => {
    const rows = [
      alarm({ level: 'CRITICAL', acknowledgedAt: at(10), resolvedAt: at(100) }),
      alarm({ level: 'CRITICAL', acknowledgedAt: at(20), resolvedAt: at(300) }),
      alarm({ level: 'CRITICAL', acknowledgedAt: at(60) }),
      alarm({ level: 'CRITICAL', resolvedAt: at(5), autoResolved: true }),
      alarm({ level: 'WARNING', acknowledgedAt: at(-3) }),
    ];
    const times = responseTimes(rows);
    expect(times.map((t) => t.level)).toEqual(['CRITICAL', 'ERROR', 'WARNING', 'INFO']);
    expect(times[0]).toEqual({
      level: 'CRITICAL',
      acknowledged: 3,
      ack_median_s: 20,
      ack_p90_s: 52,
      resolved: 2,
      resolve_median_s: 200,
      resolve_p90_s: 280,
    });
    expect(times[1]).toMatchObject({ acknowledged: 0, ack_median_s: null, resolve_p90_s: null });
    // A clock that ran behind: 0, not negative.
    expect(times[2]).toMatchObject({ acknowledged: 1, ack_median_s: 0 });
  });
  it('counts an unknown level word as ERROR', () => {
    const times = responseTimes([alarm({ level: 'FATAL', acknowledgedAt: at(4) })]);
    expect(times.find((t) => t.level === 'ERROR')).toMatchObject({ acknowledged: 1 });
  });
});

describe('flood', () => {
  it('counts the clock-aligned periods that overlap the period', () => {
    expect(floodPeriodCount(T0, at(3600))).toBe(6);
    expect(floodPeriodCount(at(60), at(3600))).toBe(6);
    expect(floodPeriodCount(at(60), at(3660))).toBe(7);
    expect(floodPeriodCount(T0, T0)).toBe(0);
  });
  it('a period is in flood with more than ten new alarms', () => {
    const burst = Array.from({ length: 11 }, (_, i) => alarm({ firstSeen: at(600 + i * 10) }));
    const ten = Array.from({ length: 10 }, (_, i) => alarm({ firstSeen: at(1800 + i) }));
    expect(floodShare([...burst, ...ten], T0, at(3600))).toEqual({
      periods: 6,
      flood_periods: 1,
      share: 1 / 6,
    });
    expect(floodShare([], T0, T0)).toEqual({ periods: 0, flood_periods: 0, share: 0 });
  });
  it('the current flood is the last window, per vehicle, most first', () => {
    const v2 = { vehicleId: '00000000-0000-4000-8000-000000000002', vehicleName: 'Shuttle 2' };
    const now = at(7200);
    const rows = [
      ...Array.from({ length: 8 }, (_, i) => alarm({ firstSeen: at(6700 + i) })),
      ...Array.from({ length: 4 }, (_, i) => alarm({ ...v2, firstSeen: at(7000 + i) })),
      alarm({ firstSeen: at(6600) }), // exactly 600 s before now: outside
    ];
    expect(currentFlood(rows, now)).toEqual({
      active: true,
      count: 12,
      window_s: 600,
      by_vehicle: [
        { Vehicle_ID: '00000000-0000-4000-8000-000000000001', vehicle_name: 'Shuttle 1', count: 8 },
        { Vehicle_ID: v2.vehicleId, vehicle_name: 'Shuttle 2', count: 4 },
      ],
    });
    expect(currentFlood(rows.slice(0, 10), now)).toMatchObject({ active: false, count: 10 });
  });
});

describe('badActors', () => {
  it('sums count per condition, most first, ties by key, words of the newest alarm', () => {
    const rows = [
      alarm({ conditionKey: 'b', count: 5, message: 'old words', firstSeen: at(0) }),
      alarm({ conditionKey: 'b', count: 4, message: 'new words', firstSeen: at(100) }),
      alarm({ conditionKey: 'a', count: 9 }),
      alarm({ conditionKey: 'c', count: 12 }),
    ];
    const actors = badActors(rows);
    expect(actors.map((a) => [a.condition_key, a.count])).toEqual([
      ['c', 12],
      ['a', 9],
      ['b', 9],
    ]);
    expect(actors[2]!.message).toBe('new words');
    const many = Array.from({ length: 15 }, (_, i) => alarm({ conditionKey: `k${i}` }));
    expect(badActors(many)).toHaveLength(10);
  });
});

describe('priority mix, standing, rate', () => {
  it('counts new alarms per level', () => {
    expect(priorityMix([alarm({ level: 'INFO' }), alarm(), alarm({ level: 'odd' })])).toEqual({
      INFO: 1,
      WARNING: 0,
      ERROR: 2,
      CRITICAL: 0,
    });
  });
  it('standing is active now; stale is standing for over 24 h; shelved until after now', () => {
    const now = at(48 * 3600);
    const rows = [
      alarm({ state: 'OPEN', firstSeen: at(0) }),
      alarm({ state: 'ASSIGNED', firstSeen: at(47 * 3600), shelvedUntil: at(49 * 3600) }),
      alarm({ state: 'REOPENED', firstSeen: at(24 * 3600 + 1) }),
      alarm({ state: 'RESOLVED', firstSeen: at(0) }),
      alarm({ state: 'ACKNOWLEDGED', firstSeen: at(1), shelvedUntil: at(47 * 3600) }),
    ];
    expect(standingCounts(rows, now)).toEqual({ standing: 4, stale: 2, shelved: 1 });
  });
  it('alarms per hour over the period', () => {
    expect(alarmsPerHour(36, T0, at(4 * 3600))).toBe(9);
    expect(alarmsPerHour(1, T0, at(3 * 3600))).toBe(0.33);
    expect(alarmsPerHour(5, T0, T0)).toBe(0);
  });
});

describe('alarmMeasures', () => {
  it('measures only the period’s alarms but counts standing over all', () => {
    const rows = [
      alarm({ firstSeen: at(-10), conditionKey: 'before' }),
      alarm({ firstSeen: at(10), acknowledgedAt: at(40) }),
      alarm({ firstSeen: at(3600), conditionKey: 'at-end' }),
    ];
    const m = alarmMeasures(rows, { from: T0, to: at(3600), now: at(3600) });
    expect(m.priority_mix.ERROR).toBe(1);
    expect(m.alarms_per_hour).toBe(1);
    expect(m.bad_actors.map((b) => b.condition_key)).toEqual(['vehicle:v1:E1']);
    expect(m.response.find((r) => r.level === 'ERROR')?.ack_median_s).toBe(30);
    expect(m.standing).toBe(3);
    expect(m.flood.current.count).toBe(1);
  });
});

describe('measuresPeriod', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it('defaults to the last 24 hours, or 24 hours before to, or until now', () => {
    expect(measuresPeriod({}, now)).toEqual({
      ok: true,
      from: new Date('2026-03-09T12:00:00.000Z'),
      to: now,
    });
    expect(measuresPeriod({ to: '2026-03-05T00:00:00Z' }, now)).toMatchObject({
      from: new Date('2026-03-04T00:00:00.000Z'),
    });
    expect(measuresPeriod({ from: '2026-03-10T00:00:00Z' }, now)).toMatchObject({ to: now });
  });
  it('refuses a backwards or too long period, naming the end given', () => {
    expect(
      measuresPeriod({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }, now),
    ).toMatchObject({ ok: false, field: 'to' });
    expect(measuresPeriod({ from: '2026-03-11T00:00:00Z' }, now)).toMatchObject({
      ok: false,
      field: 'from',
    });
    expect(measuresPeriod({ from: '2025-01-01T00:00:00Z' }, now)).toMatchObject({
      ok: false,
      field: 'from',
      message: 'the period may be at most 92 days',
    });
    expect(
      measuresPeriod({ from: '2025-12-01T00:00:00Z', to: '2026-03-03T00:00:01Z' }, now),
    ).toMatchObject({ ok: false, field: 'to' });
    expect(
      measuresPeriod({ from: '2025-12-01T00:00:00Z', to: '2026-03-03T00:00:00Z' }, now),
    ).toMatchObject({ ok: true });
  });
});
