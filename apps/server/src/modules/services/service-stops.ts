import { scheduleStops } from '@shuttle-ops/domain';
import type { StopOnRoute } from '../routes/index.ts';
import type { NewServiceStop } from './services.repository.ts';

/**
 * A service's stops from its route, for a start at `start`: each stop's distance along the path
 * and its scheduled arrival (`BSt`), which is also the first prediction (`etaInitial`).
 */
export function stopsForStart(
  customerId: string,
  path: readonly (readonly number[])[],
  routeStops: readonly StopOnRoute[],
  start: Date,
): NewServiceStop[] {
  const plan = scheduleStops(
    start.getTime(),
    path,
    routeStops.map(({ stop }) => stop),
  );
  return routeStops.map(({ position, stop }, index) => {
    const { distanceM, bstMs } = plan[index]!;
    const bst = new Date(bstMs);
    return {
      no: position,
      customerId,
      busStopId: stop.id,
      label: stop.label,
      direction: stop.direction,
      name: stop.name,
      lat: stop.lat,
      lon: stop.lon,
      distanceM,
      bst,
      etaInitial: bst,
      etaExpected: bst,
      etaSeconds: Math.max(0, Math.round((bstMs - start.getTime()) / 1000)),
      etaUpdatedAt: start,
      arrivedAt: null,
    };
  });
}
