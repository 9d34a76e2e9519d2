import { MAX_PAGE_SIZE, serviceList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { remoteControlKeys } from './remote-control-keys.ts';

/** The active services with their stops (where each shuttle runs): `GET services`. */
export function useActiveServices() {
  const client = useApiClient();
  return useQuery({
    queryKey: remoteControlKeys.services(),
    queryFn: async ({ signal }) =>
      (
        await client.get(
          'services',
          serviceList,
          { serviceStatus: 'active', limit: MAX_PAGE_SIZE },
          signal,
        )
      ).Items,
    refetchInterval: 60_000,
  });
}
