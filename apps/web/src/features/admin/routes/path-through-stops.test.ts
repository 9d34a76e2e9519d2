import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../map/index.ts';
import { pathThroughStops } from './path-through-stops.ts';

const loop = HARWELL_CAMPUS_LOOP.path.coordinates;
const stop = (index: number): Position => {
  const found = HARWELL_CAMPUS_LOOP.stops[index];
  if (found === undefined) throw new Error(`no stop ${index}`);
  return [found.lon, found.lat];
};

describe('pathThroughStops', () => {
  it('is empty without stops and a single point with one', () => {
    expect(pathThroughStops([], { closed: false })).toEqual([]);
    expect(pathThroughStops([[1, 2]], { closed: true })).toEqual([[1, 2]]);
  });

  it('joins stops off the roads with straight lines, in their order', () => {
    const stops: Position[] = [
      [0, 0],
      [0.001, 0],
      [0.001, 0.001],
    ];
    expect(pathThroughStops(stops, { closed: false })).toEqual(stops);
  });

  it('closes a loop back at the first stop', () => {
    const stops: Position[] = [
      [0, 0],
      [0.001, 0],
      [0.001, 0.001],
    ];
    expect(pathThroughStops(stops, { closed: true })).toEqual([...stops, [0, 0]]);
  });

  it('follows a known road between two stops on it', () => {
    const path = pathThroughStops([stop(0), stop(1)], { closed: false, guides: [loop] });
    // Main Gate to Fermi Avenue: the two road vertices between them, then the stop.
    expect(path).toEqual([stop(0), [-1.30388, 51.5752], [-1.3041, 51.5764], stop(1)]);
  });

  it('rebuilds the whole campus loop from its stops', () => {
    const stops = HARWELL_CAMPUS_LOOP.stops.map((_, index) => stop(index));
    const path = pathThroughStops(stops, { closed: true, guides: [loop] });
    expect(path).toEqual(loop);
  });

  it('takes the shorter way round a loop road when the stops go against its direction', () => {
    const path = pathThroughStops([stop(1), stop(0)], { closed: false, guides: [loop] });
    expect(path).toEqual([stop(1), [-1.3041, 51.5764], [-1.30388, 51.5752], stop(0)]);
  });

  it('goes straight to a stop that is off every road', () => {
    const offRoad: Position = [-1.31, 51.575];
    const path = pathThroughStops([stop(0), stop(1), offRoad], { closed: false, guides: [loop] });
    expect(path.at(-2)).toEqual(stop(1));
    expect(path.at(-1)).toEqual(offRoad);
  });

  it('follows an open road backwards as well as forwards', () => {
    const road: Position[] = [
      [0, 0],
      [0.001, 0],
      [0.002, 0],
      [0.003, 0],
    ];
    expect(
      pathThroughStops(
        [
          [0.0025, 0],
          [0.0005, 0],
        ],
        { closed: false, guides: [road] },
      ),
    ).toEqual([
      [0.0025, 0],
      [0.002, 0],
      [0.001, 0],
      [0.0005, 0],
    ]);
  });
});
