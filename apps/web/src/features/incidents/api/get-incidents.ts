import type { IncidentSummary } from '@shuttle-ops/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages.ts';
import { incidentKeys } from '../../../lib/api/incidents-api.ts';
import type { IncidentQuery } from '../../../lib/api/incidents-api.ts';
import { useIncidentsApi } from './use-incidents-api.ts';

/** One page of incidents (`GET incidents`, or `GET incidents/search/{query}` with a search). */
export function useIncidentList(query: IncidentQuery) {
  const { api, customerId } = useIncidentsApi();
  return useQuery({
    queryKey: incidentKeys.list(customerId, query),
    queryFn: ({ signal }) => api.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every incident the filter finds, in the list's order (for the CSV export). */
export function useAllIncidents() {
  const { api } = useIncidentsApi();
  return (query: IncidentQuery): Promise<IncidentSummary[]> =>
    fetchAllPages((slice) => api.list({ ...query, page: undefined, ...slice }));
}
