import { describe, expect, it } from 'vitest';
import { lineString } from '../admin/route.ts';
import { DEMO_VEHICLES, HARWELL_ROUTES, HARWELL_SITE, HARWELL_STATIONS } from './harwell.ts';

/** Great-circle distance in metres. */
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

const [[west, south], [east, north]] = HARWELL_SITE.bounds;
const inside = (p: { lat: number; lon: number }) =>
  p.lon >= west && p.lon <= east && p.lat >= south && p.lat <= north;

describe('the Harwell demo site', () => {
  it.each(HARWELL_ROUTES)('$name: stops 250–500 m apart, all on its valid path', (route) => {
    expect(lineString.safeParse(route.path).success).toBe(true);
    const stops = route.routeType === 'loop' ? [...route.stops, route.stops[0]!] : route.stops;
    for (let i = 1; i < stops.length; i++) {
      const gap = metres(stops[i - 1]!, stops[i]!);
      expect(gap).toBeGreaterThanOrEqual(250);
      expect(gap).toBeLessThanOrEqual(500);
    }
    for (const stop of route.stops) {
      expect(inside(stop)).toBe(true);
      expect(route.path.coordinates).toContainEqual([stop.lon, stop.lat]);
    }
  });

  it('closes the loop and keeps stations and vehicles consistent', () => {
    const loop = HARWELL_ROUTES[0];
    expect(loop.path.coordinates[0]).toEqual(loop.path.coordinates.at(-1));
    expect(loop.stops).toHaveLength(8);
    expect(HARWELL_STATIONS.every(inside)).toBe(true);
    const routeNames = HARWELL_ROUTES.map((r) => r.name);
    expect(DEMO_VEHICLES.every((v) => routeNames.includes(v.route))).toBe(true);
    expect(new Set(DEMO_VEHICLES.map((v) => v.Vehicle_ID)).size).toBe(DEMO_VEHICLES.length);
  });
});
