import { MAX_PAGE_SIZE, occupancyList, serviceList } from '@shuttle-ops/domain';
import type { OccupancyRecord, Service } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

/** A guard against a server that never stops paging: 20 pages of 500 changes. */
const MAX_OCCUPANCY_PAGES = 20;

/**
 * One service with its stops: `GET services?Service_ID=&serviceStatus=all` (spec §7). Null when
 * the caller's customer has no such service.
 */
export function useServiceDetail(serviceId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['service-history', 'detail', serviceId],
    enabled: serviceId !== null,
    queryFn: async ({ signal }): Promise<Service | null> => {
      const answer = await client.get(
        'services',
        serviceList,
        { Service_ID: serviceId ?? '', serviceStatus: 'all' },
        signal,
      );
      return answer.Items[0] ?? null;
    },
  });
}

/** Every recorded passenger-count change of a service, oldest first (`GET services/{id}/occupancies`). */
export function useServiceOccupancies(serviceId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['service-history', 'occupancies', serviceId],
    enabled: serviceId !== null,
    queryFn: async ({ signal }): Promise<OccupancyRecord[]> => {
      const path = `services/${encodeURIComponent(serviceId ?? '')}/occupancies`;
      const records: OccupancyRecord[] = [];
      for (let page = 0; page < MAX_OCCUPANCY_PAGES; page++) {
        const answer = await client.get(
          path,
          occupancyList,
          { limit: MAX_PAGE_SIZE, offset: page * MAX_PAGE_SIZE },
          signal,
        );
        records.push(...answer.Items);
        if (answer.Items.length === 0 || records.length >= answer.total) break;
      }
      return records;
    },
  });
}
