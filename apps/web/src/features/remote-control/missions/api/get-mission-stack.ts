import { missionList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api/use-api-client.ts';
import { missionAnswer } from './mission-answer.ts';
import { missionSiteId } from '../../../../config/mission-site.ts';
import { missionKeys } from './mission-keys.ts';

/** `GET missionapi/stack/{site}?vehicle_id=`: the vehicle's mission under way and its queue. */
export function useMissionStack(vehicleId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: missionKeys.stack(vehicleId),
    queryFn: ({ signal }) =>
      missionAnswer(
        client.get(
          `missionapi/stack/${missionSiteId()}`,
          missionList,
          { vehicle_id: vehicleId },
          signal,
        ),
      ),
  });
}
