import { describe, expect, it } from 'vitest';
import {
  coefficientOfVariation,
  gapStatus,
  loopHeadways,
  plannedHeadwayS,
  DEFAULT_GAP_THRESHOLDS,
} from './headway-regularity.ts';
import type { ServiceContext } from './service-context.ts';

const ROUTE = '00000000-0000-4000-8000-0000000000aa';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A shuttle on the loop `lap_s` long, `headway_s` behind the shuttle `ahead` (a number). */
function shuttle(n: number, ahead: number | null, headway: number | null, lap = 1200) {
  return {
    Service_ID: id(n),
    Vehicle_ID: id(n),
    vehicleName: `Shuttle ${n}`,
    Route_ID: ROUTE,
    routeName: 'Campus Loop',
    routeType: 'loop',
    next_stop: null,
    delay_s: null,
    punctuality: null,
    headway_s: headway,
    ahead:
      ahead === null
        ? null
        : { Service_ID: id(ahead), Vehicle_ID: id(ahead), vehicleName: `Shuttle ${ahead}` },
    lap_s: lap,
  } satisfies ServiceContext;
}

describe('plannedHeadwayS', () => {
  it('divides the lap by the shuttles on the loop, and needs two of them', () => {
    expect(plannedHeadwayS(1200, 3)).toBe(400);
    expect(plannedHeadwayS(1200, 1)).toBeNull();
    expect(plannedHeadwayS(null, 3)).toBeNull();
    expect(plannedHeadwayS(0, 3)).toBeNull();
  });
});

describe('gapStatus', () => {
  it('calls a gap under half the planned headway bunched and over one and a half a gap', () => {
    expect(gapStatus(199, 400, DEFAULT_GAP_THRESHOLDS)).toBe('bunched');
    expect(gapStatus(200, 400, DEFAULT_GAP_THRESHOLDS)).toBe('even');
    expect(gapStatus(600, 400, DEFAULT_GAP_THRESHOLDS)).toBe('even');
    expect(gapStatus(601, 400, DEFAULT_GAP_THRESHOLDS)).toBe('gap');
    expect(gapStatus(300, 400, { bunchedBelow: 0.8, gapAbove: 1.2 })).toBe('bunched');
  });
});

describe('coefficientOfVariation', () => {
  it('is 0 for even gaps and grows with their spread', () => {
    expect(coefficientOfVariation([400, 400, 400])).toBe(0);
    // Mean 400, population standard deviation 200.
    expect(coefficientOfVariation([200, 600])).toBeCloseTo(0.5, 10);
    // Mean 400: 300, 300 and 600 s from it.
    expect(coefficientOfVariation([100, 100, 1000])).toBeCloseTo(
      Math.sqrt((300 ** 2 * 2 + 600 ** 2) / 3) / 400,
      10,
    );
  });

  it('is null for fewer than two gaps or no time between them', () => {
    expect(coefficientOfVariation([])).toBeNull();
    expect(coefficientOfVariation([300])).toBeNull();
    expect(coefficientOfVariation([0, 0])).toBeNull();
  });
});

describe('loopHeadways', () => {
  it('orders a ring by the shuttle ahead, places each its gap further on and rates the gaps', () => {
    // 1 → 2 → 3 → 1 (each followed by the shuttle ahead of it), planned 400 s each.
    const [loop] = loopHeadways([shuttle(3, 1, 700), shuttle(1, 2, 100), shuttle(2, 3, 400)]);
    expect(loop).toMatchObject({ Route_ID: ROUTE, lap_s: 1200, planned_s: 400 });
    expect(loop!.shuttles.map((s) => [s.vehicleName, s.gap_s, s.status, s.position])).toEqual([
      ['Shuttle 1', 100, 'bunched', 0],
      ['Shuttle 2', 400, 'even', 100 / 1200],
      ['Shuttle 3', 700, 'gap', 500 / 1200],
    ]);
    expect(loop!.shuttles[0]).toMatchObject({ aheadName: 'Shuttle 2', share: 0.25 });
    expect(loop!.cv).toBeCloseTo(coefficientOfVariation([100, 400, 700])!, 10);
  });

  it('places an open chain over the lap and leaves a shuttle without a known gap unrated', () => {
    // The leader has no one ahead yet (no prediction of the other's next lap).
    const [loop] = loopHeadways([shuttle(1, 2, 200), shuttle(2, null, null)]);
    expect(loop!.planned_s).toBe(600);
    expect(loop!.shuttles.map((s) => [s.gap_s, s.status, s.position])).toEqual([
      [200, 'bunched', 0],
      [null, null, 200 / 1200],
    ]);
    expect(loop!.cv).toBeNull();
  });

  it('leaves lines out and a lone shuttle without a planned headway', () => {
    const line = { ...shuttle(1, null, null), routeType: 'line' as const, lap_s: null };
    expect(loopHeadways([line])).toEqual([]);
    const [alone] = loopHeadways([shuttle(2, null, null)]);
    expect(alone).toMatchObject({ planned_s: null, cv: null });
    expect(alone!.shuttles[0]).toMatchObject({ status: null, position: 0 });
  });
});
