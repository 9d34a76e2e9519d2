import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterKeys } from './master-keys.ts';
import { useMastersApi } from './masters-api.ts';
import type { MasterFields } from './masters-api.ts';

export interface SaveMasterInput {
  /** Absent for a new master. */
  id?: string;
  /** The version the editor started from; another one saved in between makes a 409. */
  version?: number;
  fields: MasterFields;
}

/** Creates a master (version 1) or saves a new version of one; the lists refresh after. */
export function useSaveMaster() {
  const { api } = useMastersApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, fields }: SaveMasterInput) =>
      id === undefined ? api.create(fields) : api.update(id, { ...fields, version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.all }),
  });
}
