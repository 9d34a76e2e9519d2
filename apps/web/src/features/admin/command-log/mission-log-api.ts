import { missionStationList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { missionSiteId } from '../../../config/mission-site.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

/** The stations of the site, for the station filter. */
export function useMissionStations() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'mission-log', 'stations', missionSiteId()],
    queryFn: ({ signal }) =>
      client.get(`missionapi/stations/${missionSiteId()}`, missionStationList, undefined, signal),
    staleTime: Infinity,
  });
}
