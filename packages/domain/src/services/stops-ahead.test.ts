import { describe, expect, it } from 'vitest';
import { isStopAhead, nextStop, stopsAhead } from './stops-ahead.ts';

const stop = (No: number, eta: number | null, etaExpected: string) => ({ No, eta, etaExpected });

describe('stopsAhead', () => {
  it('lists the stops still to come, soonest first, including a loop’s next lap', () => {
    const stops = [
      stop(1, 400, '2026-11-22T10:06:40.000Z'), // passed, next lap
      stop(2, null, '2026-11-22T10:00:00.000Z'), // the shuttle is here
      stop(3, 60, '2026-11-22T10:01:00.000Z'),
      stop(4, 180, '2026-11-22T10:03:00.000Z'),
    ];
    expect(stopsAhead(stops).map((s) => s.No)).toEqual([3, 4, 1]);
    expect(isStopAhead(stops[1]!)).toBe(false);
  });
});

describe('nextStop', () => {
  it('is the soonest stop ahead, or null when none is', () => {
    expect(
      nextStop([stop(1, 400, '2026-11-22T10:06:40.000Z'), stop(2, 30, '2026-11-22T10:00:30.000Z')])
        ?.No,
    ).toBe(2);
    expect(nextStop([stop(1, null, '2026-11-22T10:00:00.000Z')])).toBeNull();
  });
});
