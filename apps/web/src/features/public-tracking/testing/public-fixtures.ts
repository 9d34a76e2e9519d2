import { HARWELL_CAMPUS_LOOP, type PublicBusStop, type PublicRoute } from '@shuttle-ops/domain';

/** The demo loop's stops as the public API serves them, with stable ids. */
export const LOOP_STOPS: PublicBusStop[] = HARWELL_CAMPUS_LOOP.stops.map((stop, i) => ({
  BS_ID: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  name: stop.name,
  label: stop.label,
  direction: stop.direction,
  lat: stop.lat,
  lon: stop.lon,
}));

export const stopNamed = (name: string): PublicBusStop => {
  const stop = LOOP_STOPS.find((s) => s.name === name);
  if (stop === undefined) throw new Error(`no stop ${name}`);
  return stop;
};

export function routeOf(
  name: string,
  stops: readonly PublicBusStop[],
  id = '10000000-0000-4000-8000-000000000001',
): PublicRoute {
  return {
    Route_ID: id,
    name,
    routeType: 'loop',
    color: '#0b6bcb',
    path: { type: 'LineString', coordinates: stops.map((s) => [s.lon, s.lat]) },
    stops: stops.map((stop, i) => ({ ...stop, No: i + 1 })),
  };
}
