import { useMutation, useQuery } from '@tanstack/react-query';
import { busStop, busStopList, MAX_PAGE_SIZE } from '@shuttle-ops/domain';
import type { BusStopCreateBody, BUS_STOP_SORT } from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { listQueryParams } from '../../../lib/api/list-params.ts';
import type { ListParams } from '../../../lib/api/list-params.ts';
import { adminKeys } from '../../../lib/api/admin-keys.ts';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { useAdminList, useAdminRefresh, useScopedApi } from '../../../lib/api/scoped-api.ts';
import { ignoredAnswer } from '../../../lib/api/ignored-answer.ts';

export type BusStopSort = (typeof BUS_STOP_SORT)[number];
export type BusStopFields = Omit<BusStopCreateBody, 'Customer_ID'>;

/** Spec §7 busstops. */
export function busStopsApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    list: (params: ListParams<BusStopSort>, signal?: AbortSignal) =>
      client.get('busstops', busStopList, { ...listQueryParams(params), ...scope }, signal),
    create: (fields: BusStopFields) =>
      client.send('POST', 'busstops', busStop, { ...scope, ...fields }),
    update: (id: string, fields: BusStopFields) =>
      client.send('PUT', `busstops/${id}`, busStop, { ...scope, ...fields }),
    remove: (id: string) =>
      client.send('DELETE', `busstops/${id}`, ignoredAnswer, undefined, scope),
  };
}

const useBusStopsApi = () => useScopedApi(busStopsApi);

export function useBusStopList(params: ListParams<BusStopSort>) {
  return useAdminList('busstops', useBusStopsApi(), params);
}

/** The first page of every stop of the customer, by name; further pages follow in `useAllBusStops`. */
export const ALL_STOPS: ListParams<BusStopSort> = {
  query: '',
  sort: 'name',
  order: 'asc',
  page: 1,
  pageSize: MAX_PAGE_SIZE,
};

/** A guard against a server that never stops paging: 40 pages of 500 are 20,000 stops. */
const MAX_STOP_PAGES = 40;

/** Every stop of the customer, page after page, by name: for pickers and map context. */
export function useAllBusStops() {
  const { api, customerId } = useBusStopsApi();
  return useQuery({
    queryKey: adminKeys.list('busstops', customerId, ALL_STOPS),
    queryFn: async ({ signal }) => {
      const first = await api.list(ALL_STOPS, signal);
      const items = [...first.Items];
      for (let page = 2; items.length < first.total && page <= MAX_STOP_PAGES; page++) {
        const next = await api.list({ ...ALL_STOPS, page }, signal);
        if (next.Items.length === 0) break;
        items.push(...next.Items);
      }
      return { ...first, Items: items, Count: items.length };
    },
  });
}

export function useBusStopMutations() {
  const { api } = useBusStopsApi();
  // Routes show their stops, so both lists refresh.
  const onSuccess = useAdminRefresh('busstops', 'routes');
  const save = useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: BusStopFields }) =>
      id === undefined ? api.create(fields) : api.update(id, fields),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess });
  return { save, remove };
}
