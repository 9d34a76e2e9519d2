import { serviceContextList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * The customer's active services with their route, next stop, delay against the timetable and
 * headway, computed by the server: `GET services/context`. Live service events refresh it.
 */
export function useServiceContexts() {
  const client = useApiClient();
  return useQuery({
    queryKey: dashboardKeys.serviceContexts(),
    queryFn: async ({ signal }) =>
      (await client.get('services/context', serviceContextList, undefined, signal)).Items,
  });
}
