import { MAX_PAGE_SIZE, routeList, vehicleList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/** The customer's vehicles that may run a service (status active), by name. */
export function useServiceVehicles() {
  const client = useApiClient();
  return useQuery({
    queryKey: operatorKeys.vehicles(),
    queryFn: async ({ signal }) =>
      (
        await client.get(
          'vehicles',
          vehicleList,
          { limit: MAX_PAGE_SIZE, sort_attributes: 'name', status_flag: 'active' },
          signal,
        )
      ).Items,
  });
}

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
