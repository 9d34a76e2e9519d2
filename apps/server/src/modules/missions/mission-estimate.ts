import { buildPath, HARWELL_ROUTES, haversineMetres, projectOnPath } from '@shuttle-ops/domain';

/** A shuttle averages about 80 % of its 18 km/h over a trip with corners and crossings. */
const AVERAGE_SPEED_MS = 4;
/** Off the site's paths, roads are this much longer than the straight line. */
const ROAD_FACTOR = 1.4;
/** A position this close to a path is on it; a station this close is reachable from it. */
const ON_PATH_M = 50;
const STATION_NEAR_PATH_M = 300;

const PATHS = HARWELL_ROUTES.map((route) => ({
  path: buildPath(route.path.coordinates),
  loop: route.routeType === 'loop',
}));

export interface MissionEstimate {
  /** Straight-line metres. */
  distanceM: number;
  /** Metres by road: along a site path both lie on, else the straight line times a factor. */
  roadM: number;
  durationS: number;
}

/** How far and how long a shuttle at `from` has to drive to a station. */
export function estimateTrip(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
): MissionEstimate {
  const distanceM = haversineMetres([from.lon, from.lat], [to.lon, to.lat]);
  let roadM = distanceM * ROAD_FACTOR;
  for (const { path, loop } of PATHS) {
    const start = projectOnPath(path, from);
    const end = projectOnPath(path, to);
    if (start.offset > ON_PATH_M || end.offset > STATION_NEAR_PATH_M) continue;
    const along = loop
      ? (((end.distance - start.distance) % path.length) + path.length) % path.length
      : Math.abs(end.distance - start.distance);
    roadM = Math.min(roadM, along + end.offset);
  }
  return {
    distanceM: Math.round(distanceM),
    roadM: Math.round(roadM),
    durationS: Math.round(roadM / AVERAGE_SPEED_MS),
  };
}
