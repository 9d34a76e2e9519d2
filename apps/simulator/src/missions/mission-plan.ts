import type { PreparedRoute } from '../prepared-route.ts';
import { projectOnPath } from '../route-player.ts';

/** Where on its route a shuttle stops for a station, and which way it drives there. */
export interface MissionGoal {
  /** Along the route path, metres. */
  distance: number;
  direction: 1 | -1;
  /** How far the station lies from that point of the path. */
  offsetM: number;
  /** The stop whose service follows the station: the last one before it in travel order. */
  stopIndex: number;
}

/** Metres from `from` to `to` along the route in the direction of travel. */
export function aheadMetres(
  route: PreparedRoute,
  from: number,
  to: number,
  direction: 1 | -1,
): number {
  if (!route.closed) return Math.abs(to - from);
  const length = route.path.length;
  return (((direction * (to - from)) % length) + length) % length;
}

/** The last stop at or before `distance` in travel order (wrapping round a loop). */
export function stopBefore(route: PreparedRoute, distance: number, direction: 1 | -1): number {
  const last = route.stops.length - 1;
  if (direction > 0) {
    let found = route.closed ? last : 0;
    route.stops.forEach((d, i) => {
      if (d <= distance + 1e-6) found = i;
    });
    return found;
  }
  let found = route.closed ? 0 : last;
  for (let i = last; i >= 0; i--) if (route.stops[i]! >= distance - 1e-6) found = i;
  return found;
}

/** The next stop at least `minAheadM` ahead in travel order: where service resumes. */
export function stopAhead(
  route: PreparedRoute,
  distance: number,
  direction: 1 | -1,
  minAheadM: number,
): number {
  let best = direction > 0 ? route.stops.length - 1 : 0;
  let bestAhead = Number.POSITIVE_INFINITY;
  route.stops.forEach((d, i) => {
    const ahead = route.closed
      ? aheadMetres(route, distance, d, direction)
      : direction * (d - distance);
    if (ahead >= minAheadM && ahead < bestAhead) {
      best = i;
      bestAhead = ahead;
    }
  });
  return best;
}

/**
 * The point of the route nearest the station. A loop is driven on round; on a line the shuttle
 * turns to face the station.
 */
export function goalFor(
  route: PreparedRoute,
  position: { distance: number; direction: 1 | -1 },
  station: { lat: number; lon: number },
): MissionGoal {
  const { distance, offset } = projectOnPath(route.path, station);
  const direction = route.closed
    ? position.direction
    : distance === position.distance
      ? position.direction
      : distance > position.distance
        ? 1
        : -1;
  return {
    distance,
    direction,
    offsetM: offset,
    stopIndex: stopBefore(route, distance, direction),
  };
}
