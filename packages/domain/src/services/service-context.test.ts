import { describe, expect, it } from 'vitest';
import { HARWELL_CAMPUS_LOOP } from '../site/harwell.ts';
import { pathLengthM, scheduledLapMs, SCHEDULED_DWELL_S } from './schedule.ts';
import { serviceContextsOf, type ContextService } from './service-context.ts';
import type { ServiceStop } from './service.ts';

const T0 = Date.UTC(2026, 10, 27, 9, 0);
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LOOP = uuid(100);
const LINE = uuid(200);

/** Stops with [scheduled s, expected s or null at the stop, arrived s or null]. */
function stops(rows: [number, number | null, number | null][]): ServiceStop[] {
  return rows.map(([bst, expected, arrived], i) => ({
    No: i + 1,
    BS_ID: uuid(10 + i),
    BSLabel: `H${i + 1}`,
    BSName: `Stop ${i + 1}`,
    Direction: null,
    lat: 51.57,
    lon: -1.31,
    BSt: iso(bst),
    etaInitial: iso(bst),
    etaExpected: iso(expected ?? arrived ?? bst),
    eta: expected === null ? null : Math.max(0, expected),
    arrived_at: arrived === null ? null : iso(arrived),
  }));
}

function service(n: number, route: string, rows: [number, number | null, number | null][]) {
  return {
    Service_ID: uuid(n),
    Vehicle_ID: uuid(n + 50),
    vehicleName: `Shuttle ${n}`,
    Route_ID: route,
    routeName: route === LOOP ? 'Campus Loop' : 'Link',
    routeType: route === LOOP ? 'loop' : 'line',
    stops: stops(rows),
  } satisfies ContextService;
}

describe('serviceContextsOf', () => {
  const LAP_S = 600;
  const lapOf = (routeId: string) => (routeId === LOOP ? LAP_S * 1000 : null);

  it('gives each service its next stop, delay against the timetable and headway', () => {
    // Shuttle 1 on its second lap, due at stop 2 at 800 s (timetable: 120 + 600 = 720 s).
    const one = service(1, LOOP, [
      [0, 1200, 610],
      [120, 800, 130],
      [300, 980, 310],
    ]);
    // Shuttle 2 passed stop 2 at 500 s and is due at stop 3 at 700 s, on its first lap.
    const two = service(2, LOOP, [
      [0, 1100, 0],
      [120, 1300, 500],
      [300, 700, null],
    ]);
    const [a, b] = serviceContextsOf([one, two], lapOf);
    expect(a).toMatchObject({
      vehicleName: 'Shuttle 1',
      routeName: 'Campus Loop',
      next_stop: { No: 2, BSName: 'Stop 2', BSt: iso(720), etaExpected: iso(800) },
      delay_s: 80,
      punctuality: 'on-time',
      headway_s: 300,
      ahead: { vehicleName: 'Shuttle 2' },
      lap_s: LAP_S,
    });
    expect(b).toMatchObject({
      next_stop: { No: 3, BSt: iso(300) },
      delay_s: 400,
      punctuality: 'late',
      // Shuttle 1 last left stop 3 at 310 s.
      headway_s: 390,
      ahead: { vehicleName: 'Shuttle 1' },
    });
  });

  it('reads a line against its timetable and leaves a finished run without a next stop', () => {
    const early = service(3, LINE, [
      [0, null, 0],
      [200, 100, null],
    ]);
    const done = service(4, LINE, [
      [0, null, -500],
      [200, null, -300],
    ]);
    const [a, b] = serviceContextsOf([early, done], lapOf);
    expect(a).toMatchObject({ delay_s: -100, punctuality: 'early', lap_s: null });
    // The finished vehicle passed stop 2 at -300 s: it is ahead, 400 s before.
    expect(a?.headway_s).toBe(400);
    expect(b).toMatchObject({ next_stop: null, delay_s: null, punctuality: null, headway_s: null });
  });
});

describe('scheduledLapMs', () => {
  it('is the path at the scheduled speed plus a dwell at each stop', () => {
    expect(scheduledLapMs(1200, 4, 12, 20)).toBe(360_000 + 80_000);
    const loop = HARWELL_CAMPUS_LOOP;
    const length = pathLengthM(loop.path.coordinates);
    expect(length).toBeGreaterThan(1000);
    expect(scheduledLapMs(length, loop.stops.length)).toBe(
      Math.round((length / (12 / 3.6)) * 1000 + loop.stops.length * SCHEDULED_DWELL_S * 1000),
    );
  });
});
