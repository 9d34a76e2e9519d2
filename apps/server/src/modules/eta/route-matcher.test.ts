import { buildPath, CHILTON_LINK, HARWELL_CAMPUS_LOOP, pointAt } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { RouteMatcher, type CandidateRoute } from './route-matcher.ts';

const candidate = (routeId: string, route: typeof HARWELL_CAMPUS_LOOP): CandidateRoute => ({
  routeId,
  input: {
    path: route.path.coordinates,
    stops: route.stops,
    closed: route.routeType === 'loop',
  },
});
const LOOP = candidate('loop', HARWELL_CAMPUS_LOOP);
const LINE = candidate('line', CHILTON_LINK);

function positions(route: typeof HARWELL_CAMPUS_LOOP, from: number, count: number, step = 5) {
  const path = buildPath(route.path.coordinates);
  return Array.from({ length: count }, (_, i) => {
    const p = pointAt(path, from + i * step);
    return { at: i * 1000, lat: p.lat, lon: p.lon };
  });
}

describe('RouteMatcher', () => {
  it('ties a vehicle to the one route it has stayed on for a minute', () => {
    const matcher = new RouteMatcher([LINE, LOOP]);
    const fixes = positions(HARWELL_CAMPUS_LOOP, 400, 70);
    const answers = fixes.map((f) => matcher.feed(f)?.routeId ?? null);
    expect(answers.slice(0, 59).every((a) => a === null)).toBe(true);
    expect(answers.slice(59)).toEqual(Array(11).fill('loop'));
  });

  it('lets it go once it has left the route for half a minute', () => {
    const matcher = new RouteMatcher([LOOP]);
    for (const f of positions(HARWELL_CAMPUS_LOOP, 400, 60)) matcher.feed(f);
    const away = { at: 0, lat: 51.59, lon: -1.311 };
    const answers = Array.from({ length: 31 }, () => matcher.feed(away)?.routeId ?? null);
    expect(answers.slice(0, 29).every((a) => a === 'loop')).toBe(true);
    expect(answers.at(-1)).toBeNull();
  });

  it('matches nothing off every route', () => {
    const matcher = new RouteMatcher([LOOP, LINE]);
    const away = { at: 0, lat: 51.59, lon: -1.311 };
    expect(Array.from({ length: 100 }, () => matcher.feed(away))).toEqual(Array(100).fill(null));
  });
});
