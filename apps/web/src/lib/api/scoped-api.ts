import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from './api-client.ts';
import { adminKeys } from './admin-keys.ts';
import type { AdminResource } from './admin-keys.ts';
import { useCustomerScope } from './customer-scope.ts';
import type { ListParams } from './list-params.ts';
import { useApiClient } from './use-api-client.ts';

export interface ScopedApi<A> {
  api: A;
  /** The customer worked on; undefined for the caller's own. */
  customerId: string | undefined;
}

/**
 * An API of the signed-in session for the customer the screens work on (`make` is a module's
 * function, so the same one on every render).
 */
export function useScopedApi<A>(
  make: (client: ApiClient, customerId: string | undefined) => A,
): ScopedApi<A> {
  const client = useApiClient();
  const { customerId } = useCustomerScope();
  const api = useMemo(() => make(client, customerId), [make, client, customerId]);
  return { api, customerId };
}

/** A page of an admin resource's list; the page shown stays while the next one loads. */
export function useAdminList<S extends string, L>(
  resource: AdminResource,
  {
    api,
    customerId,
  }: ScopedApi<{ list: (params: ListParams<S>, signal?: AbortSignal) => Promise<L> }>,
  params: ListParams<S>,
) {
  return useQuery({
    queryKey: adminKeys.list(resource, customerId, params),
    queryFn: ({ signal }) => api.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes everything read of the resources (after a change to them). */
export function useAdminRefresh(...resources: AdminResource[]) {
  const queryClient = useQueryClient();
  return async () => {
    for (const resource of resources) {
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) });
    }
  };
}
