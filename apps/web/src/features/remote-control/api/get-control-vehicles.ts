import { vehicleLiveStateList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { remoteControlKeys } from './remote-control-keys.ts';

/** The vehicles an operator may control, with their latest state: `GET vehicles/state`. */
export function useControlVehicles() {
  const client = useApiClient();
  return useQuery({
    queryKey: remoteControlKeys.vehicles(),
    queryFn: async ({ signal }) =>
      (await client.get('vehicles/state', vehicleLiveStateList, undefined, signal)).Items,
    // Live telemetry keeps the chosen vehicle current; the list only names the vehicles.
    staleTime: 60_000,
  });
}
