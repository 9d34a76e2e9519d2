import { missionDraft } from '@shuttle-ops/domain';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api/use-api-client.ts';
import { missionAnswer } from './mission-answer.ts';
import { missionSiteId } from '../../../../config/mission-site.ts';

export interface MissionTarget {
  vehicleId: string;
  stationId: string;
}

/** `POST missionapi/draft/station/{site}`: distance, duration and queue; nothing is sent. */
export function useDraftMission() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ vehicleId, stationId }: MissionTarget) =>
      missionAnswer(
        client.send('POST', `missionapi/draft/station/${missionSiteId()}`, missionDraft, {
          vehicle_id: vehicleId,
          station_id: stationId,
        }),
      ),
  });
}
