import { MAX_PAGE_SIZE, serviceList, vehicleLiveStateList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/** The vehicles running an active service now: `GET services?serviceStatus=active` (lite). */
export function useBusyVehicleIds() {
  const client = useApiClient();
  return useQuery({
    queryKey: operatorKeys.activeServices(),
    queryFn: async ({ signal }) => {
      const answer = await client.get(
        'services',
        serviceList,
        { serviceStatus: 'active', route_criteria: 'lite', limit: MAX_PAGE_SIZE },
        signal,
      );
      return new Set(answer.Items.map((item) => item.Vehicle_ID));
    },
    refetchInterval: 15_000,
  });
}

/** The vehicles that have sent telemetry at least once: `GET vehicles/state`. */
export function useReportedVehicleIds() {
  const client = useApiClient();
  return useQuery({
    queryKey: operatorKeys.reported(),
    queryFn: async ({ signal }) => {
      const answer = await client.get('vehicles/state', vehicleLiveStateList, undefined, signal);
      return new Set(
        answer.Items.filter((state) => state.dt_canbus !== null).map((state) => state.Vehicle_ID),
      );
    },
    // Served from the server's memory: cheap to read often, so a vehicle switched on shows soon.
    refetchInterval: 10_000,
  });
}
