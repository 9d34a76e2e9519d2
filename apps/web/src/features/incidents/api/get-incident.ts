import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { incidentKeys } from '../../../lib/api/incidents-api.ts';
import { useIncidentsApi } from './use-incidents-api.ts';

/** One incident with its timeline, snapshot and links (`GET incidents/{id}`); null if none. */
export function useIncident(id: string | null) {
  const { api, customerId } = useIncidentsApi();
  return useQuery({
    queryKey: incidentKeys.detail(customerId, id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await api.get(id ?? '', signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
    // The attachment links are signed for 900 s: a detail read long ago is read again.
    staleTime: 5 * 60_000,
  });
}
