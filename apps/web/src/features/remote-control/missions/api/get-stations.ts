import { missionStationList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api/use-api-client.ts';
import { missionSiteId } from '../../../../config/mission-site.ts';
import { missionKeys } from './mission-keys.ts';

/** `GET missionapi/stations/{site}`: where a shuttle may be sent; they rarely change. */
export function useStations() {
  const client = useApiClient();
  return useQuery({
    queryKey: missionKeys.stations(),
    queryFn: ({ signal }) =>
      client.get(`missionapi/stations/${missionSiteId()}`, missionStationList, undefined, signal),
    staleTime: 10 * 60_000,
  });
}
