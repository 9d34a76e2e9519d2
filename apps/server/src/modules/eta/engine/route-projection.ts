import { projectOnPath } from '@shuttle-ops/domain';
import { pathDistanceOf, type RouteCells } from './route-cells.ts';

export interface RoutePosition {
  /** Route metres; on a loop unwrapped within the window that was searched. */
  position: number;
  /** Metres between the position given and the path. */
  offset: number;
}

interface LatLon {
  lat: number;
  lon: number;
}

function nearest(a: RoutePosition, b: RoutePosition): RoutePosition {
  return b.offset < a.offset ? b : a;
}

/**
 * The nearest point of the route to a position, between route metres `from` and `to` (unwrapped
 * on a loop, where the window may cross the start of the path; clamped to the ends of a line).
 */
export function projectWithin(
  route: RouteCells,
  at: LatLon,
  from: number,
  to: number,
): RoutePosition {
  const { path, origin, length } = route;
  if (!route.closed) {
    const lo = Math.max(0, origin + from);
    const hi = Math.min(path.length, origin + to);
    const p = projectOnPath(path, at, Math.min(lo, hi), hi);
    const position = Math.min(Math.max(p.distance - origin, 0), length);
    return { position, offset: p.offset };
  }
  const unwrap = (d: number): number => {
    const u = (((d - origin) % length) + length) % length;
    return u + length * Math.ceil((from - u) / length - 1e-9);
  };
  if (to - from >= length) {
    const p = projectOnPath(path, at);
    return { position: unwrap(p.distance), offset: p.offset };
  }
  const a = pathDistanceOf(route, from);
  const b = pathDistanceOf(route, to);
  if (a <= b) {
    const p = projectOnPath(path, at, a, b);
    return { position: unwrap(p.distance), offset: p.offset };
  }
  // The window crosses the end of the path: search both pieces.
  const tail = projectOnPath(path, at, a, path.length);
  const head = projectOnPath(path, at, 0, b);
  return nearest(
    { position: unwrap(tail.distance), offset: tail.offset },
    { position: unwrap(head.distance), offset: head.offset },
  );
}
