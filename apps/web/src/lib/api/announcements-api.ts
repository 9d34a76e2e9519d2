import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcement, announcementList } from '@shuttle-ops/domain';
import type {
  ANNOUNCEMENT_SORT,
  AnnouncementAudience,
  AnnouncementCreateBody,
  AnnouncementUpdateBody,
} from '@shuttle-ops/domain';
import type { ApiClient } from './api-client.ts';
import { listQueryParams } from './list-params.ts';
import type { ListParams } from './list-params.ts';
import { scopeParams } from './customer-scope.ts';
import { useScopedApi } from './scoped-api.ts';

export type AnnouncementSort = (typeof ANNOUNCEMENT_SORT)[number];
export type AnnouncementFields = Omit<AnnouncementCreateBody, 'Customer_ID'>;
export type AnnouncementChange = Omit<AnnouncementUpdateBody, 'Customer_ID'>;

/** The list's filters besides search, sort and paging. */
export interface AnnouncementFilters {
  /** `current`: shown now; `other`: not shown now (planned or ended); `all`. */
  when: 'current' | 'other' | 'all';
  audience: AnnouncementAudience | 'all';
}

/** Announcements are re-read this often where they are shown (no push for them yet). */
export const ANNOUNCEMENT_POLL_MS = 30_000;

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (customerId: string | undefined, params: unknown) =>
    ['announcements', 'list', customerId ?? 'own', params] as const,
};

/** Spec §7 announcements: GET, POST, PUT {id}. */
export function announcementsApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    list: (
      params: ListParams<AnnouncementSort>,
      filters: AnnouncementFilters,
      signal?: AbortSignal,
    ) =>
      client.get(
        'announcements',
        announcementList,
        {
          ...listQueryParams(params),
          ...scope,
          current: filters.when === 'all' ? undefined : filters.when === 'current',
          audience: filters.audience === 'all' ? undefined : filters.audience,
        },
        signal,
      ),
    create: (fields: AnnouncementFields) =>
      client.send('POST', 'announcements', announcement, { ...scope, ...fields }),
    update: (id: string, change: AnnouncementChange) =>
      client.send('PUT', `announcements/${id}`, announcement, { ...scope, ...change }),
  };
}

const useAnnouncementsApi = () => useScopedApi(announcementsApi);

export function useAnnouncementList(
  params: ListParams<AnnouncementSort>,
  filters: AnnouncementFilters,
) {
  const { api, customerId } = useAnnouncementsApi();
  return useQuery({
    queryKey: announcementKeys.list(customerId, { params, filters }),
    queryFn: ({ signal }) => api.list(params, filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ANNOUNCEMENT_POLL_MS,
  });
}

const CURRENT: ListParams<AnnouncementSort> = {
  query: '',
  sort: 'start_dt',
  order: 'desc',
  page: 1,
  pageSize: 20,
};

/** What an audience sees now, newest first, re-read every 30 s. */
export function useCurrentAnnouncements(audience: AnnouncementAudience) {
  return useAnnouncementList(CURRENT, { when: 'current', audience });
}

export function useAnnouncementMutations() {
  const { api } = useAnnouncementsApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  const save = useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: AnnouncementFields }) =>
      id === undefined ? api.create(fields) : api.update(id, fields),
    onSuccess,
  });
  const change = useMutation({
    mutationFn: ({ id, change }: { id: string; change: AnnouncementChange }) =>
      api.update(id, change),
    onSuccess,
  });
  return { save, change };
}
