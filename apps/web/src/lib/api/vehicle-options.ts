import { MAX_PAGE_SIZE, vehicleList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { scopeParams } from './customer-scope.ts';
import { useApiClient } from './use-api-client.ts';

/** A choice of a select: the id and what the user reads. */
export interface VehicleOption {
  value: string;
  label: string;
}

export const vehicleOptionsKey = (customerId: string | undefined) =>
  ['vehicle-options', customerId ?? 'own'] as const;

/** The customer's vehicles by name (`GET vehicles`), as choices of a filter or a form. */
export function useVehicleOptions(customerId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: vehicleOptionsKey(customerId),
    queryFn: async ({ signal }): Promise<VehicleOption[]> =>
      (
        await client.get(
          'vehicles',
          vehicleList,
          {
            limit: MAX_PAGE_SIZE,
            sort_attributes: 'name',
            sort_order: 'asc',
            ...scopeParams(customerId),
          },
          signal,
        )
      ).Items.map((v) => ({ value: v.Vehicle_ID, label: v.name })),
  });
}
