import type { PublicBusStop, PublicRoute } from '@shuttle-ops/domain';
import type { StopArrivals } from './stop-arrivals.ts';

export interface RouteStopList {
  routeId: string;
  routeName: string;
  colour: string | null;
  /** The route's stops in travel order, each with its next arrivals. */
  stops: StopArrivals[];
}

const NO_ARRIVALS = (stop: PublicBusStop): StopArrivals => ({ stop, next: [], unsure: [] });

/**
 * The stops of every route in the route's own sequence (its `No`), not alphabetically; a stop on
 * two routes is listed under both.
 */
export function routeStopLists(
  routes: readonly PublicRoute[],
  arrivals: readonly StopArrivals[],
): RouteStopList[] {
  const byStop = new Map(arrivals.map((a) => [a.stop.BS_ID, a] as const));
  return routes
    .filter((route) => route.stops.length > 0)
    .map((route) => ({
      routeId: route.Route_ID,
      routeName: route.name,
      colour: route.color,
      stops: [...route.stops]
        .sort((a, b) => a.No - b.No)
        .map(({ No: _, ...stop }) => byStop.get(stop.BS_ID) ?? NO_ARRIVALS(stop)),
    }));
}

/**
 * Every stop once, in route order (first route first): the order of the search list and of the
 * stops on the map.
 */
export function stopsInRouteOrder(routes: readonly PublicRoute[]): PublicBusStop[] {
  const seen = new Map<string, PublicBusStop>();
  for (const route of routes) {
    for (const { No: _, ...stop } of [...route.stops].sort((a, b) => a.No - b.No)) {
      if (!seen.has(stop.BS_ID)) seen.set(stop.BS_ID, stop);
    }
  }
  return [...seen.values()];
}
