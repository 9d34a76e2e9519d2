import { MAX_PAGE_SIZE, vehicleList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './use-api-client.ts';

/** The signed-in customer's vehicles that may run a service (status active), by name. */
export function useActiveVehicles() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['vehicles', 'active', 'by-name'] as const,
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
