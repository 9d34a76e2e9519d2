import { playbackResponse, type PlaybackItem } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import type { PlaybackLink } from '../../../components/playback/playback-link.ts';

/** The tracks of the link's vehicles and range: `POST playback` (spec §7), loaded once per range. */
export function usePlayback(link: PlaybackLink | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['playback', link?.vehicles, link?.from, link?.to],
    enabled: link !== null,
    staleTime: Infinity,
    queryFn: async (): Promise<PlaybackItem[]> => {
      if (!link) return [];
      const answer = await client.send('POST', 'playback', playbackResponse, {
        vehicles: link.vehicles,
        from: link.from,
        to: link.to,
        measures: ['BATTERY_STATUS_LEVEL', 'PASSENGERS_COUNT', 'VEHICLE_MODE'],
      });
      return answer.Items;
    },
  });
}
