import { vehicleLiveStateList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * The latest state of the customer's vehicles, from the server's memory:
 * `GET vehicles/state`. Read once; live events keep it current afterwards.
 */
export function useVehicleStates() {
  const client = useApiClient();
  return useQuery({
    queryKey: dashboardKeys.states(),
    queryFn: async ({ signal }) =>
      (await client.get('vehicles/state', vehicleLiveStateList, undefined, signal)).Items,
    // Live events replace it; a refetch would only bring older news.
    staleTime: Infinity,
    gcTime: 0,
  });
}
