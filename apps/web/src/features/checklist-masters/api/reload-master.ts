import { useMutation } from '@tanstack/react-query';
import { useMastersApi } from './masters-api.ts';

/** Reads a master as stored now, to edit again after someone else changed it. */
export function useReloadMaster() {
  const { api } = useMastersApi();
  return useMutation({ mutationFn: (id: string) => api.get(id) });
}
