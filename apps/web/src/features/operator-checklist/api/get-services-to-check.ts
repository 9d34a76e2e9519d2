import { checklistServicesToCheck } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { checklistKeys } from './checklist-keys.ts';

/** Active and scheduled services with their vehicle's departure gate: `GET checklist/operator/services`. */
export function useServicesToCheck() {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.services(),
    queryFn: async ({ signal }) =>
      (await client.get('checklist/operator/services', checklistServicesToCheck, undefined, signal))
        .Items,
  });
}
