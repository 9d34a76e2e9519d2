/**
 * Geometry along a route path: a GeoJSON LineString of [lon, lat] positions. Distances are in
 * metres on a sphere (haversine); projections use a local flat approximation, which is exact
 * enough at campus scale (a few kilometres).
 */

export type LonLat = readonly [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export interface RoutePath {
  points: readonly LonLat[];
  /** cumulative[i] is the distance from the first point to point i. */
  cumulative: readonly number[];
  length: number;
}

export interface PathPoint {
  lon: number;
  lat: number;
  /** Direction of travel along the path at this point, degrees clockwise from north. */
  bearing: number;
  /** The index of the segment (its first point) the point lies on. */
  segment: number;
}

export function haversineMetres(a: LonLat, b: LonLat): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLon = (b[0] - a[0]) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, in [0, 360). */
export function bearingDegrees(a: LonLat, b: LonLat): number {
  const lat1 = a[1] * RAD;
  const lat2 = b[1] * RAD;
  const dLon = (b[0] - a[0]) * RAD;
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return normaliseDegrees(Math.atan2(y, x) / RAD);
}

export const normaliseDegrees = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** The signed difference to - from, in (-180, 180]; positive turns right (clockwise). */
export function headingChange(from: number, to: number): number {
  const d = normaliseDegrees(to - from);
  return d > 180 ? d - 360 : d;
}

export function buildPath(coordinates: readonly LonLat[]): RoutePath {
  if (coordinates.length < 2) throw new Error('a path needs at least two positions');
  const cumulative = [0];
  for (let i = 1; i < coordinates.length; i++) {
    cumulative.push(cumulative[i - 1]! + haversineMetres(coordinates[i - 1]!, coordinates[i]!));
  }
  return { points: coordinates, cumulative, length: cumulative[cumulative.length - 1]! };
}

/** The segment that holds a distance: the last i with cumulative[i] <= distance (binary search). */
function segmentAt(path: RoutePath, distance: number): number {
  let lo = 0;
  let hi = path.points.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (path.cumulative[mid]! <= distance) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The point at a distance along the path (clamped to its ends) and the bearing there. */
export function pointAt(path: RoutePath, distance: number): PathPoint {
  const d = Math.min(Math.max(distance, 0), path.length);
  let segment = segmentAt(path, d);
  // Skip zero-length segments so that the bearing is defined.
  while (segment < path.points.length - 2 && path.cumulative[segment + 1]! <= d) segment++;
  const a = path.points[segment]!;
  const b = path.points[segment + 1]!;
  const segLength = path.cumulative[segment + 1]! - path.cumulative[segment]!;
  const t = segLength > 0 ? (d - path.cumulative[segment]!) / segLength : 0;
  return {
    lon: a[0] + (b[0] - a[0]) * t,
    lat: a[1] + (b[1] - a[1]) * t,
    bearing: bearingDegrees(a, b),
    segment,
  };
}

export interface Projection {
  /** Distance along the path of the nearest point. */
  distance: number;
  /** How far the projected point lies from the path, in metres. */
  offset: number;
}

/** Metres east and north of an origin, on the local flat approximation. */
function toLocal(origin: LonLat, p: { lon: number; lat: number }): [number, number] {
  const k = EARTH_RADIUS_M * RAD;
  return [(p.lon - origin[0]) * k * Math.cos(origin[1] * RAD), (p.lat - origin[1]) * k];
}

/**
 * The nearest point of the path to a position, searching only between `fromDistance` and
 * `toDistance` (so that stops are found in travel order, and a vehicle near where it was, even
 * where the path passes near itself).
 */
export function projectOnPath(
  path: RoutePath,
  position: { lon: number; lat: number },
  fromDistance = 0,
  toDistance = path.length,
): Projection {
  let best: Projection = { distance: Number.NaN, offset: Number.POSITIVE_INFINITY };
  for (let i = 0; i < path.points.length - 1; i++) {
    const start = path.cumulative[i]!;
    const end = path.cumulative[i + 1]!;
    if (end < fromDistance || start > toDistance) continue;
    const a = path.points[i]!;
    const [bx, by] = toLocal(a, { lon: path.points[i + 1]![0], lat: path.points[i + 1]![1] });
    const [px, py] = toLocal(a, position);
    const len2 = bx * bx + by * by;
    const tMin = end > start ? Math.max(0, (fromDistance - start) / (end - start)) : 0;
    const tMax = end > start ? Math.min(1, (toDistance - start) / (end - start)) : 1;
    const t = len2 > 0 ? Math.min(tMax, Math.max(tMin, (px * bx + py * by) / len2)) : tMin;
    const distance = start + t * (end - start);
    const offset = Math.hypot(px - t * bx, py - t * by);
    if (offset < best.offset - 1e-9) best = { distance, offset };
  }
  return best;
}

/** Where each stop lies along the path, in travel order (each at or after the one before). */
export function stopDistances(
  path: RoutePath,
  stops: readonly { lon: number; lat: number }[],
): number[] {
  const distances: number[] = [];
  let from = 0;
  for (const stop of stops) {
    const { distance } = projectOnPath(path, stop, from);
    distances.push(distance);
    from = distance;
  }
  return distances;
}

/**
 * The change of heading over the `span` metres after `distance` (signed, right positive); on a
 * closed path the window wraps past the end.
 */
export function turnAhead(
  path: RoutePath,
  distance: number,
  span: number,
  closed: boolean,
): number {
  const ahead = closed ? normaliseDistance(path, distance + span) : distance + span;
  return headingChange(pointAt(path, distance).bearing, pointAt(path, ahead).bearing);
}

/** A distance folded into [0, length) for a closed path. */
export function normaliseDistance(path: RoutePath, distance: number): number {
  return ((distance % path.length) + path.length) % path.length;
}
