import { useQuery } from '@tanstack/react-query';
import { vehicleRefusalList } from '@shuttle-ops/domain';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { adminKeys } from '../../../lib/api/admin-keys.ts';
import { scopeParams, useCustomerScope } from '../../../lib/api/customer-scope.ts';

/**
 * The last refused messages of one vehicle, newest first (`GET vehicles/{id}/refusals`);
 * nothing is fetched while `vehicleId` is null.
 */
export function useVehicleRefusals(vehicleId: string | null) {
  const client = useApiClient();
  const { customerId } = useCustomerScope();
  return useQuery({
    queryKey: adminKeys.extra('vehicles', 'refusals', customerId ?? 'own', vehicleId),
    queryFn: ({ signal }) =>
      client.get(
        `vehicles/${vehicleId ?? ''}/refusals`,
        vehicleRefusalList,
        scopeParams(customerId),
        signal,
      ),
    enabled: vehicleId !== null,
  });
}
