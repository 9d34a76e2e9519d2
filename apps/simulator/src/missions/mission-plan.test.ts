import { CHILTON_LINK, HARWELL_CAMPUS_LOOP, HARWELL_STATIONS } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { prepareRoute } from '../prepared-route.ts';
import { aheadMetres, goalFor, stopAhead, stopBefore } from './mission-plan.ts';

const loop = prepareRoute(HARWELL_CAMPUS_LOOP);
const line = prepareRoute(CHILTON_LINK);
const depot = HARWELL_STATIONS.find((s) => s.station_id === 'HWL-ST-05')!;

describe('mission plan', () => {
  it('measures ahead round a loop and both ways along a line', () => {
    const length = loop.path.length;
    expect(aheadMetres(loop, 100, 50, 1)).toBeCloseTo(length - 50, 6);
    expect(aheadMetres(loop, 50, 100, 1)).toBeCloseTo(50, 6);
    expect(aheadMetres(line, 300, 100, -1)).toBe(200);
  });

  it('finds the stop before a point and the next stop far enough ahead', () => {
    const [s0, s1, s2] = loop.stops as [number, number, number];
    expect(stopBefore(loop, (s1 + s2) / 2, 1)).toBe(1);
    expect(stopBefore(loop, s0 + 0.5, 1)).toBe(0);
    expect(stopAhead(loop, s1 - 5, 1, 15)).toBe(2);
    expect(stopAhead(loop, s1 - 30, 1, 15)).toBe(1);
    // Past the last stop of the loop, the first one comes next.
    expect(stopAhead(loop, loop.path.length - 1, 1, 15)).toBe(loop.stops[0]! < 14 ? 1 : 0);
    expect(stopBefore(line, line.stops[2]! - 1, -1)).toBe(2);
  });

  it('turns a shuttle on a line to face the station', () => {
    const fromStart = goalFor(line, { distance: 0, direction: -1 }, depot);
    expect(fromStart.direction).toBe(1);
    expect(fromStart.offsetM).toBeLessThan(300);
    const fromEnd = goalFor(line, { distance: line.path.length, direction: 1 }, depot);
    expect(fromEnd.direction).toBe(-1);
    expect(fromEnd.distance).toBeCloseTo(fromStart.distance, 6);
  });

  it('keeps a loop’s direction and names the stop whose service follows', () => {
    const goal = goalFor(loop, { distance: 0, direction: 1 }, depot);
    expect(goal.direction).toBe(1);
    expect(loop.stops[goal.stopIndex]!).toBeLessThanOrEqual(goal.distance);
  });
});
