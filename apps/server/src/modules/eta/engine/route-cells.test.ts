import { CHILTON_LINK, HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ETA_CONFIG } from './eta-config.ts';
import { buildRouteCells, cellAt, pathDistanceOf, type RouteCells } from './route-cells.ts';
import { projectWithin } from './route-projection.ts';

const loopInput = {
  path: HARWELL_CAMPUS_LOOP.path.coordinates,
  stops: HARWELL_CAMPUS_LOOP.stops,
  closed: true,
};

function expectContiguous(route: RouteCells): void {
  route.cells.forEach((cell, i) => {
    expect(cell.end).toBeGreaterThan(cell.start);
    if (i > 0) expect(cell.start).toBeCloseTo(route.cells[i - 1]!.end, 6);
  });
}

describe('buildRouteCells', () => {
  it('cuts a loop into stop zones and runs that cover exactly one lap', () => {
    const route = buildRouteCells(loopInput, DEFAULT_ETA_CONFIG);
    expect(route.cells[0]).toMatchObject({ kind: 'stop', stop: 0, start: 0 });
    expect(route.cells.at(-1)!.end).toBeCloseTo(route.length, 6);
    expect(route.length).toBeCloseTo(route.path.length, 6);
    expect(route.stopCells).toHaveLength(8);
    expect(route.stopCells.map((i) => route.cells[i]!.stop)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expectContiguous(route);
    // Runs are pieces of about the bin length.
    const runs = route.cells.filter((c) => c.kind === 'run').map((c) => c.end - c.start);
    expect(Math.max(...runs)).toBeLessThan(1.5 * DEFAULT_ETA_CONFIG.binLengthM);
    // Each stop lies inside its zone.
    HARWELL_CAMPUS_LOOP.stops.forEach((stop, i) => {
      const found = projectWithin(route, stop, 0, route.length);
      expect(found.offset).toBeLessThan(1);
      expect(cellAt(route, found.position % route.length)).toBe(route.stopCells[i]);
    });
  });

  it('finds the stops of a loop whose list starts half way round the path', () => {
    const stops = [...HARWELL_CAMPUS_LOOP.stops.slice(5), ...HARWELL_CAMPUS_LOOP.stops.slice(0, 5)];
    const route = buildRouteCells({ ...loopInput, stops }, DEFAULT_ETA_CONFIG);
    expect(route.length).toBeCloseTo(route.path.length, 6);
    expectContiguous(route);
    // The first stop's zone starts the route; the path's start (Main Gate) comes later.
    expect(pathDistanceOf(route, route.cells[0]!.start + 10)).toBeGreaterThan(1500);
    const mainGate = route.cells[route.stopCells[3]!]!;
    expect(pathDistanceOf(route, (mainGate.start + mainGate.end) / 2)).toBeLessThan(1);
  });

  it('ends a line at its last stop', () => {
    const route = buildRouteCells(
      { path: CHILTON_LINK.path.coordinates, stops: CHILTON_LINK.stops, closed: false },
      DEFAULT_ETA_CONFIG,
    );
    expect(route.cells.at(-1)).toMatchObject({ kind: 'stop', stop: 3 });
    expect(route.cells.filter((c) => c.kind === 'stop')).toHaveLength(4);
    expectContiguous(route);
  });

  it('tells layouts apart by their signature', () => {
    const a = buildRouteCells(loopInput, DEFAULT_ETA_CONFIG);
    const b = buildRouteCells(loopInput, DEFAULT_ETA_CONFIG);
    const c = buildRouteCells(
      { ...loopInput, stops: HARWELL_CAMPUS_LOOP.stops.slice(0, 6) },
      DEFAULT_ETA_CONFIG,
    );
    expect(a.signature).toBe(b.signature);
    expect(c.signature).not.toBe(a.signature);
  });

  it('refuses a route with fewer than two stops', () => {
    expect(() =>
      buildRouteCells(
        { ...loopInput, stops: HARWELL_CAMPUS_LOOP.stops.slice(0, 1) },
        DEFAULT_ETA_CONFIG,
      ),
    ).toThrow(/two stops/);
  });
});
