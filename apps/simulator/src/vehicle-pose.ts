import { headingChange, normaliseDegrees, normaliseDistance, pointAt } from './route-player.ts';
import type { PreparedRoute } from './prepared-route.ts';

const RAD = Math.PI / 180;

/** A distance on the route: wrapped around a loop, clamped to the ends of a line. */
export function onRoute(route: PreparedRoute, distance: number): number {
  return route.closed
    ? normaliseDistance(route.path, distance)
    : Math.min(Math.max(distance, 0), route.path.length);
}

/** The signed turn (right positive) over the next `span` metres in the direction of travel. */
export function turnAhead(
  route: PreparedRoute,
  distance: number,
  direction: 1 | -1,
  span: number,
): number {
  // Travelling against the path, the bearing just behind a point is the one that applies.
  const bearing = (d: number) =>
    pointAt(route.path, onRoute(route, d - (direction < 0 ? 0.01 : 0))).bearing;
  return headingChange(bearing(distance), bearing(distance + direction * span));
}

export interface Pose {
  lat: number;
  lon: number;
  /** Degrees clockwise from north, in the direction of travel. */
  heading: number;
  altitude: number;
  /** Road-wheel angle that follows the path's curve, degrees, right positive. */
  steeringAngle: number;
  /** The path segment the shuttle is on. */
  segment: number;
}

export function poseAt(
  route: PreparedRoute,
  distance: number,
  direction: 1 | -1,
  wheelbase: number,
): Pose {
  const point = pointAt(route.path, distance);
  // Curvature from the heading change over 10 m centred on the shuttle.
  const turn = turnAhead(route, distance - direction * 5, direction, 10);
  const curvature = (turn * RAD) / 10;
  return {
    lat: point.lat,
    lon: point.lon,
    heading: direction > 0 ? point.bearing : normaliseDegrees(point.bearing + 180),
    // Gentle terrain: the campus lies between about 115 and 130 m above sea level.
    altitude: 122 + 6 * Math.sin((2 * Math.PI * distance) / route.path.length),
    steeringAngle: Math.atan(wheelbase * curvature) / RAD,
    segment: point.segment,
  };
}
