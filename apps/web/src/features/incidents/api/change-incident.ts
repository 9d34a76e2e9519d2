import type { Incident } from '@shuttle-ops/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from '../../../lib/api/incidents-api.ts';
import type { IncidentChange, IncidentFields } from '../../../lib/api/incidents-api.ts';
import { useIncidentsApi } from './use-incidents-api.ts';

export type SaveIncidentInput =
  { id?: undefined; fields: IncidentFields } | { id: string; change: IncidentChange };

/** Creates an incident or saves a change with the version read (409 STALE_VERSION when stale). */
export function useSaveIncident() {
  const { api, customerId } = useIncidentsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveIncidentInput): Promise<Incident> =>
      input.id === undefined ? api.create(input.fields) : api.update(input.id, input.change),
    onSuccess: (saved) => {
      queryClient.setQueryData(incidentKeys.detail(customerId, saved.Incident_ID), saved);
      return queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}

/** `DELETE incidents/{id}`. */
export function useDeleteIncident() {
  const { api } = useIncidentsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}

/** Reads an incident as stored now, to edit again after someone else changed it. */
export function useReloadIncident() {
  const { api, customerId } = useIncidentsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.get(id),
    onSuccess: (fresh) =>
      queryClient.setQueryData(incidentKeys.detail(customerId, fresh.Incident_ID), fresh),
  });
}
