import type { SiteRoute } from '@shuttle-ops/domain';
import { buildPath, stopDistances, type RoutePath } from './route-player.ts';

/** A route ready to drive: its path, where its stops lie along it, and its shape. */
export interface PreparedRoute {
  route: SiteRoute;
  path: RoutePath;
  stops: readonly number[];
  /** A loop starts again at its first stop; a line is driven to its end and back. */
  closed: boolean;
}

export function prepareRoute(route: SiteRoute): PreparedRoute {
  if (route.stops.length < 2) throw new Error(`route ${route.name} needs at least two stops`);
  const path = buildPath(route.path.coordinates);
  return {
    route,
    path,
    stops: stopDistances(path, route.stops),
    closed: route.routeType === 'loop',
  };
}
