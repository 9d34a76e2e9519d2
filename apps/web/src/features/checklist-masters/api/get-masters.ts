import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../lib/api/list-params.ts';
import { masterKeys } from './master-keys.ts';
import { useMastersApi } from './masters-api.ts';
import type { MasterSort } from './masters-api.ts';

/** One page of the customer's checklist masters (current versions). */
export function useMasterList(params: ListParams<MasterSort>) {
  const { api, customerId } = useMastersApi();
  return useQuery({
    queryKey: masterKeys.list(customerId, params),
    queryFn: ({ signal }) => api.list(params, signal),
    placeholderData: keepPreviousData,
  });
}
