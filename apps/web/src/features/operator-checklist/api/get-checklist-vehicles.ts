import { MAX_PAGE_SIZE, vehicleList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { checklistKeys } from './checklist-keys.ts';

/** The customer's active vehicles, by name: `GET vehicles`. */
export function useChecklistVehicles() {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.vehicles(),
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
