import { vehicleLiveStateList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/api/admin-keys.ts';
import { scopeParams, useCustomerScope } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

/** How often the vehicles list asks again when each vehicle was last heard from. */
export const LAST_SEEN_REFRESH_MS = 10_000;

/** When the server last heard from each vehicle, by id (absent: never); kept fresh while shown. */
export function useVehiclesLastSeen() {
  const client = useApiClient();
  const { customerId } = useCustomerScope();
  return useQuery({
    queryKey: adminKeys.extra('vehicles', 'last-seen', customerId ?? 'own'),
    queryFn: ({ signal }) =>
      client.get('vehicles/state', vehicleLiveStateList, scopeParams(customerId), signal),
    select: (answer): ReadonlyMap<string, string | null> =>
      new Map(answer.Items.map((state) => [state.Vehicle_ID, state.received_at])),
    refetchInterval: LAST_SEEN_REFRESH_MS,
  });
}
