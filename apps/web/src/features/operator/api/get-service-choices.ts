import { MAX_PAGE_SIZE, routeList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/** The customer's routes (lite form), by name. */
export function useServiceRoutes() {
  const client = useApiClient();
  return useQuery({
    queryKey: operatorKeys.routes(),
    queryFn: async ({ signal }) =>
      (
        await client.get(
          'routes',
          routeList,
          { limit: MAX_PAGE_SIZE, sort_attributes: 'name', route_criteria: 'lite' },
          signal,
        )
      ).Items,
  });
}
