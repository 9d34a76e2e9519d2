import { MAX_PAGE_SIZE, vehicleList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** The customer's vehicle registry (names, capacities), by name: `GET vehicles`. */
export function useFleetVehicles() {
  const client = useApiClient();
  return useQuery({
    queryKey: dashboardKeys.vehicles(),
    queryFn: async ({ signal }) =>
      (
        await client.get(
          'vehicles',
          vehicleList,
          { limit: MAX_PAGE_SIZE, sort_attributes: 'name', sort_order: 'asc' },
          signal,
        )
      ).Items,
  });
}
