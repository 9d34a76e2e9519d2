import { describe, expect, it } from 'vitest';
import { buildPath } from '../geo/route-path.ts';
import { HARWELL_CAMPUS_LOOP } from '../site/harwell.ts';
import { scheduledArrivalOnLap, scheduledArrivalsAhead, routeLapMs } from './lap-schedule.ts';
import { DEFAULT_SCHEDULED_SPEED_KMH, SCHEDULED_DWELL_S, scheduleStops } from './schedule.ts';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const { coordinates } = HARWELL_CAMPUS_LOOP.path;
const stops = HARWELL_CAMPUS_LOOP.stops;
const plan = scheduleStops(START, coordinates, stops);
const lap = routeLapMs(coordinates, stops.length)!;
const iso = (ms: number) => new Date(ms).toISOString();

describe('routeLapMs', () => {
  it('is the whole loop at the scheduled speed plus a dwell at every stop', () => {
    const metres = buildPath(coordinates).length;
    const expected = (metres / (DEFAULT_SCHEDULED_SPEED_KMH / 3.6)) * 1000;
    expect(lap).toBeCloseTo(expected + stops.length * SCHEDULED_DWELL_S * 1000, -1);
    // Every stop of the first lap comes before the lap is over.
    expect(plan.at(-1)!.bstMs).toBeLessThan(START + lap);
  });

  it('is null without a path or stops', () => {
    expect(routeLapMs([[0, 0]], 3)).toBeNull();
    expect(routeLapMs(coordinates, 0)).toBeNull();
  });
});

describe('scheduledArrivalOnLap', () => {
  const first = plan[0]!;
  const BSt = iso(first.bstMs);

  it('keeps the first lap’s time while the prediction is on the first lap', () => {
    expect(scheduledArrivalOnLap({ BSt, etaExpected: iso(first.bstMs + 90_000) }, lap)).toBe(BSt);
  });

  it('moves on by one lap time for each later lap, late or early', () => {
    const second = first.bstMs + lap;
    expect(scheduledArrivalOnLap({ BSt, etaExpected: iso(second + 120_000) }, lap)).toBe(
      iso(second),
    );
    expect(scheduledArrivalOnLap({ BSt, etaExpected: iso(second - 60_000) }, lap)).toBe(
      iso(second),
    );
    const fifth = first.bstMs + 4 * lap;
    expect(scheduledArrivalOnLap({ BSt, etaExpected: iso(fifth + 30_000) }, lap)).toBe(iso(fifth));
  });

  it('never goes back before the first lap', () => {
    expect(scheduledArrivalOnLap({ BSt, etaExpected: iso(first.bstMs - lap) }, lap)).toBe(BSt);
  });

  it('is BSt on a line (no lap time) or with unreadable times', () => {
    expect(scheduledArrivalOnLap({ BSt, etaExpected: iso(first.bstMs + 3 * lap) }, null)).toBe(BSt);
    expect(scheduledArrivalOnLap({ BSt, etaExpected: 'soon' }, lap)).toBe(BSt);
  });
});

describe('scheduledArrivalsAhead', () => {
  const at = (i: number, lapNo = 0) => plan[i]!.bstMs + lapNo * lap;
  const ahead = (i: number, expected: number) => ({
    BSt: iso(plan[i]!.bstMs),
    etaExpected: iso(expected),
  });

  it('runs in travel order over the end of a lap, even far off the timetable', () => {
    // Started mid-loop: the shuttle reaches the last two stops early, then the first stop.
    const last = plan.length - 1;
    const stops = [
      ahead(last - 1, at(last - 1) - 9 * 60_000),
      ahead(last, at(last) - 9 * 60_000),
      ahead(0, at(0) + 9 * 60_000),
    ];
    expect(scheduledArrivalsAhead(stops, lap)).toEqual([
      iso(at(last - 1)),
      iso(at(last)),
      iso(at(0, 1)),
    ]);
  });

  it('follows the laps of a shuttle that has gone round several times', () => {
    const stops = [ahead(3, at(3, 2) + 30_000), ahead(4, at(4, 2) + 30_000)];
    expect(scheduledArrivalsAhead(stops, lap)).toEqual([iso(at(3, 2)), iso(at(4, 2))]);
  });

  it('keeps BSt without a lap time', () => {
    const stops = [ahead(1, at(1, 3))];
    expect(scheduledArrivalsAhead(stops, null)).toEqual([stops[0]!.BSt]);
  });
});
