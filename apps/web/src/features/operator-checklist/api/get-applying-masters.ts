import { checklistMasterList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/api/api-error.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { keepMasters, keptMasters } from '../model/master-copies.ts';
import { checklistKeys } from './checklist-keys.ts';

/**
 * The masters that apply to a vehicle: `GET checklist/operator?Vehicle_ID=`. Without a network,
 * the ones last seen on this device (so a draft can be finished offline, even after a reload).
 */
export function useApplyingMasters(vehicleId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.masters(vehicleId ?? ''),
    enabled: vehicleId !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const id = vehicleId ?? '';
      try {
        const masters = (
          await client.get('checklist/operator', checklistMasterList, { Vehicle_ID: id }, signal)
        ).Items;
        keepMasters(id, masters);
        return masters;
      } catch (error) {
        const kept = keptMasters(id);
        const unreachable = isApiError(error) && error.code === NETWORK_ERROR_CODE;
        if (unreachable && kept.length > 0) return kept;
        throw error;
      }
    },
  });
}
