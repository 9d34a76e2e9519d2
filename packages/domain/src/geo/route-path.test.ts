import { CHILTON_LINK, HARWELL_CAMPUS_LOOP, type SiteRoute } from '../site/harwell.ts';
import { describe, expect, it } from 'vitest';
import {
  bearingDegrees,
  buildPath,
  haversineMetres,
  headingChange,
  pointAt,
  projectOnPath,
  stopDistances,
  turnAhead,
  type LonLat,
} from './route-path.ts';

const HARWELL: LonLat = [-1.311, 51.575];
/** One thousandth of a degree of latitude is about 111.2 m. */
const NORTH: LonLat = [-1.311, 51.576];
const EAST: LonLat = [-1.309, 51.575];

describe('haversineMetres and bearingDegrees', () => {
  it('measures a degree step of latitude and longitude', () => {
    expect(haversineMetres(HARWELL, NORTH)).toBeCloseTo(111.19, 1);
    // A degree of longitude shrinks with cos(latitude): 2 × 0.001° × 111.19 km × cos 51.575°.
    expect(haversineMetres(HARWELL, EAST)).toBeCloseTo(138.2, 0);
  });

  it('tells the four directions', () => {
    expect(bearingDegrees(HARWELL, NORTH)).toBeCloseTo(0, 3);
    expect(bearingDegrees(HARWELL, EAST)).toBeCloseTo(90, 1);
    expect(bearingDegrees(NORTH, HARWELL)).toBeCloseTo(180, 3);
    expect(bearingDegrees(EAST, HARWELL)).toBeCloseTo(270, 1);
  });

  it('turns by the short way round', () => {
    expect(headingChange(350, 10)).toBe(20);
    expect(headingChange(10, 350)).toBe(-20);
    expect(headingChange(90, 270)).toBe(180);
  });
});

describe('pointAt', () => {
  const path = buildPath([HARWELL, NORTH, [-1.309, 51.576]]);

  it('adds up the segments', () => {
    expect(path.length).toBeCloseTo(111.19 + 138.2, 0);
  });

  it('finds positions and bearings along the path, clamped to its ends', () => {
    const middle = pointAt(path, 111.19 / 2);
    expect(middle.lat).toBeCloseTo(51.5755, 6);
    expect(middle.lon).toBeCloseTo(-1.311, 9);
    expect(middle.bearing).toBeCloseTo(0, 3);
    expect(middle.segment).toBe(0);
    const onSecond = pointAt(path, 150);
    expect(onSecond.segment).toBe(1);
    expect(onSecond.bearing).toBeCloseTo(90, 0);
    expect(pointAt(path, -5)).toMatchObject({ lat: HARWELL[1], lon: HARWELL[0] });
    expect(pointAt(path, 1e6).lon).toBeCloseTo(-1.309, 9);
  });
});

describe('projectOnPath', () => {
  const path = buildPath([HARWELL, NORTH, [-1.309, 51.576]]);

  it('drops a point perpendicular onto the nearest segment', () => {
    const projection = projectOnPath(path, { lon: -1.3105, lat: 51.5755 });
    expect(projection.distance).toBeCloseTo(55.6, 0);
    expect(projection.offset).toBeCloseTo(34.6, 0);
  });

  it('searches only beyond the given distance', () => {
    const projection = projectOnPath(path, { lon: -1.311, lat: 51.5755 }, 120);
    expect(projection.distance).toBeGreaterThanOrEqual(120);
  });

  it('searches only up to the given distance', () => {
    // Nearest to the second leg, but only the first 50 m may be chosen.
    const projection = projectOnPath(path, { lon: -1.3095, lat: 51.5761 }, 0, 50);
    expect(projection.distance).toBeCloseTo(50, 6);
  });
});

describe.each([HARWELL_CAMPUS_LOOP, CHILTON_LINK] as SiteRoute[])('the stops of $name', (route) => {
  const path = buildPath(route.path.coordinates);
  const distances = stopDistances(path, route.stops);

  it('lie on the path, in travel order', () => {
    expect(distances).toHaveLength(route.stops.length);
    for (let i = 1; i < distances.length; i++) {
      expect(distances[i]!).toBeGreaterThan(distances[i - 1]! + 100);
    }
    route.stops.forEach((stop, i) => {
      const at = pointAt(path, distances[i]!);
      expect(haversineMetres([stop.lon, stop.lat], [at.lon, at.lat])).toBeLessThan(5);
    });
  });

  it('start at the beginning of the path', () => {
    expect(distances[0]).toBeCloseTo(0, 3);
  });
});

describe('turnAhead', () => {
  it('is positive for a right turn and negative for a left turn', () => {
    const right = buildPath([HARWELL, NORTH, [-1.309, 51.576]]);
    expect(turnAhead(right, 100, 30, false)).toBeCloseTo(90, 0);
    const left = buildPath([HARWELL, NORTH, [-1.313, 51.576]]);
    expect(turnAhead(left, 100, 30, false)).toBeCloseTo(-90, 0);
  });

  it('wraps around a closed path', () => {
    const loop = buildPath(HARWELL_CAMPUS_LOOP.path.coordinates);
    const turn = turnAhead(loop, loop.length - 5, 20, true);
    expect(Math.abs(turn)).toBeLessThan(180);
    expect(Number.isFinite(turn)).toBe(true);
  });
});
