import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterKeys } from './master-keys.ts';
import { useMastersApi } from './masters-api.ts';

/** Retires a master: gone from lists and operators; completed checklists still show it. */
export function useRetireMaster() {
  const { api } = useMastersApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.retire(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.all }),
  });
}
