import { mission } from '@shuttle-ops/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api/use-api-client.ts';
import { missionAnswer } from './mission-answer.ts';
import { missionSiteId } from '../../../../config/mission-site.ts';
import { missionKeys } from './mission-keys.ts';

export interface CancelTarget {
  vehicleId: string;
  missionId: string;
}

/** `DELETE missionapi/stack/{site}?mission_id=`: a queued mission at once, one under way on the vehicle. */
export function useCancelMission() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ missionId }: CancelTarget) =>
      missionAnswer(
        client.send('DELETE', `missionapi/stack/${missionSiteId()}`, mission, undefined, {
          mission_id: missionId,
        }),
      ),
    onSettled: (_answer, _error, { vehicleId }) =>
      queryClient.invalidateQueries({ queryKey: missionKeys.stack(vehicleId) }),
  });
}
