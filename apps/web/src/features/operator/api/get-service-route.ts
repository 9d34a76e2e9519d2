import { route, routeLapMs } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/**
 * The scheduled lap time of a loop service's route (from its path), or null for a line or while
 * the route is not known: `GET routes/{id}?route_criteria=full`.
 */
export function useScheduledLapMs(routeId: string | null, stopCount: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: operatorKeys.route(routeId ?? ''),
    enabled: routeId !== null,
    // A route's path rarely changes while a service runs.
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      client.get(`routes/${routeId ?? ''}`, route, { route_criteria: 'full' }, signal),
    select: (found) =>
      found.routeType === 'loop' && found.path
        ? routeLapMs(found.path.coordinates, stopCount)
        : null,
  });
}
