import { useMutation, useQuery } from '@tanstack/react-query';
import { route, routeList } from '@shuttle-ops/domain';
import type { RouteCreateBody, ROUTE_SORT } from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { listQueryParams } from '../../../lib/api/list-params.ts';
import type { ListParams } from '../../../lib/api/list-params.ts';
import { adminKeys } from '../../../lib/api/admin-keys.ts';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { useAdminList, useAdminRefresh, useScopedApi } from '../../../lib/api/scoped-api.ts';
import { ignoredAnswer } from '../../../lib/api/ignored-answer.ts';

export type RouteSort = (typeof ROUTE_SORT)[number];
export type RouteFields = Omit<RouteCreateBody, 'Customer_ID'>;

/** Spec §7 routes: lists are `lite` (no path, no stops); one route is read in full to edit it. */
export function routesApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    list: (params: ListParams<RouteSort>, signal?: AbortSignal) =>
      client.get(
        'routes',
        routeList,
        { ...listQueryParams(params), route_criteria: 'lite', ...scope },
        signal,
      ),
    get: (id: string, signal?: AbortSignal) =>
      client.get(`routes/${id}`, route, { route_criteria: 'full', ...scope }, signal),
    create: (fields: RouteFields) => client.send('POST', 'routes', route, { ...scope, ...fields }),
    update: (id: string, fields: RouteFields) =>
      client.send('PUT', `routes/${id}`, route, { ...scope, ...fields }),
    remove: (id: string) => client.send('DELETE', `routes/${id}`, ignoredAnswer, undefined, scope),
  };
}

const useRoutesApi = () => useScopedApi(routesApi);

export function useRouteList(params: ListParams<RouteSort>) {
  return useAdminList('routes', useRoutesApi(), params);
}

/** One route in full (path and stops), to edit it; nothing is fetched for a new route. */
export function useRouteDetail(id: string | undefined) {
  const { api, customerId } = useRoutesApi();
  return useQuery({
    queryKey: adminKeys.detail('routes', customerId, id ?? 'new'),
    queryFn: ({ signal }) => api.get(id ?? '', signal),
    enabled: id !== undefined,
    // An edit must start from what is stored now.
    staleTime: 0,
  });
}

export function useRouteMutations() {
  const { api } = useRoutesApi();
  const onSuccess = useAdminRefresh('routes');
  const save = useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: RouteFields }) =>
      id === undefined ? api.create(fields) : api.update(id, fields),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess });
  return { save, remove };
}
