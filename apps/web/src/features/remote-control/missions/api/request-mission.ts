import { mission } from '@shuttle-ops/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api/use-api-client.ts';
import type { MissionTarget } from './draft-mission.ts';
import { missionAnswer } from './mission-answer.ts';
import { missionSiteId } from '../../../../config/mission-site.ts';
import { missionKeys } from './mission-keys.ts';

/** `POST missionapi/request/station/{site}`: sends the shuttle, or queues the mission. */
export function useRequestMission() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, stationId }: MissionTarget) =>
      missionAnswer(
        client.send('POST', `missionapi/request/station/${missionSiteId()}`, mission, {
          vehicle_id: vehicleId,
          station_id: stationId,
        }),
      ),
    onSettled: (_answer, _error, { vehicleId }) =>
      queryClient.invalidateQueries({ queryKey: missionKeys.stack(vehicleId) }),
  });
}
