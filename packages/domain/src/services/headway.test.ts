import { describe, expect, it } from 'vitest';
import { headwayOf, type HeadwayService } from './headway.ts';

const T0 = Date.UTC(2026, 10, 27, 9, 0);
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();
const ROUTE = '00000000-0000-4000-8000-00000000000a';
const stopIds = ['b1', 'b2', 'b3'];

/** A service on a three-stop loop: per stop [eta seconds from T0 or null, arrived seconds or null]. */
function service(id: string, stops: [number | null, number | null][], route = ROUTE) {
  return {
    Service_ID: id,
    Route_ID: route,
    stops: stops.map(([eta, arrived], i) => ({
      No: i + 1,
      BS_ID: stopIds[i]!,
      eta: eta === null ? null : Math.max(0, eta),
      etaExpected: iso(eta ?? arrived ?? 0),
      arrived_at: arrived === null ? null : iso(arrived),
    })),
  } satisfies HeadwayService;
}

describe('headwayOf', () => {
  it('is the gap to the vehicle that passes the next stop just before', () => {
    // A reaches stop 2 at 100 s; B is between A and stop 2 and gets there at 40 s.
    const a = service('A', [
      [500, 0],
      [100, null],
      [300, null],
    ]);
    const b = service('B', [
      [440, -60],
      [40, null],
      [240, null],
    ]);
    expect(headwayOf(a, [a, b])).toEqual({ ahead: b, seconds: 60 });
  });

  it('uses the latest arrival of a vehicle that passed the stop already', () => {
    // B left stop 2 at -200 s and comes to stop 3 next; A reaches stop 2 at 100 s.
    const a = service('A', [
      [500, 0],
      [100, null],
      [300, null],
    ]);
    const b = service('B', [
      [250, -400],
      [650, -200],
      [20, null],
    ]);
    // On a loop, B's next visit to stop 2 (650 s) is after A's: it counts as the one that passed.
    expect(headwayOf(a, [a, b])?.seconds).toBe(300);
  });

  it('picks the nearest of several vehicles ahead', () => {
    const a = service('A', [
      [500, 0],
      [100, null],
      [300, null],
    ]);
    const b = service('B', [
      [250, -400],
      [650, -200],
      [20, null],
    ]);
    const c = service('C', [
      [460, -40],
      [70, null],
      [260, null],
    ]);
    expect(headwayOf(a, [a, b, c])).toEqual({ ahead: c, seconds: 30 });
  });

  it('counts a vehicle standing at the stop from its arrival', () => {
    const a = service('A', [
      [500, 0],
      [100, null],
      [300, null],
    ]);
    const b = service('B', [
      [400, -100],
      [null, -10],
      [200, null],
    ]);
    expect(headwayOf(a, [a, b])).toEqual({ ahead: b, seconds: 110 });
  });

  it('is null alone on the route, behind no one, or without a next stop', () => {
    const a = service('A', [
      [500, 0],
      [100, null],
      [300, null],
    ]);
    const other = service(
      'X',
      [
        [440, -60],
        [40, null],
        [240, null],
      ],
      'another-route',
    );
    expect(headwayOf(a, [a, other])).toBeNull();
    // A vehicle that has not reached stop 2 yet and comes after A is behind it.
    const behind = service('B', [
      [20, null],
      [200, null],
      [400, null],
    ]);
    expect(headwayOf(a, [a, behind])).toBeNull();
    const done = service('D', [
      [null, 0],
      [null, 10],
      [null, 20],
    ]);
    expect(headwayOf(done, [done, a])).toBeNull();
  });
});
