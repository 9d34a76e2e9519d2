import { useMutation, useQuery } from '@tanstack/react-query';
import {
  notificationChannel,
  notificationChannelList,
  notificationDeliveryList,
  notificationTestAnswer,
} from '@shuttle-ops/domain';
import type { NOTIFICATION_CHANNEL_SORT, NotificationChannelUpdateBody } from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { adminKeys } from '../../../lib/api/admin-keys.ts';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { ignoredAnswer } from '../../../lib/api/ignored-answer.ts';
import { listQueryParams } from '../../../lib/api/list-params.ts';
import type { ListParams } from '../../../lib/api/list-params.ts';
import { useAdminList, useAdminRefresh, useScopedApi } from '../../../lib/api/scoped-api.ts';

export type NotificationChannelSort = (typeof NOTIFICATION_CHANNEL_SORT)[number];
export type NotificationChannelFields = Omit<NotificationChannelUpdateBody, 'Customer_ID'>;

const PATH = 'notification-channels';

/** The customer's notification channels, their tests and delivery logs. */
export function notificationChannelsApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    list: (params: ListParams<NotificationChannelSort>, signal?: AbortSignal) =>
      client.get(PATH, notificationChannelList, { ...listQueryParams(params), ...scope }, signal),
    create: (fields: NotificationChannelFields) =>
      client.send('POST', PATH, notificationChannel, { ...scope, ...fields }),
    update: (id: string, fields: NotificationChannelFields) =>
      client.send('PUT', `${PATH}/${id}`, notificationChannel, { ...scope, ...fields }),
    remove: (id: string) => client.send('DELETE', `${PATH}/${id}`, ignoredAnswer, undefined, scope),
    test: (id: string) =>
      client.send('POST', `${PATH}/${id}/test`, notificationTestAnswer, {}, scope),
    deliveries: (id: string, signal?: AbortSignal) =>
      client.get(`${PATH}/${id}/deliveries`, notificationDeliveryList, scope, signal),
  };
}

const useChannelsApi = () => useScopedApi(notificationChannelsApi);

export function useNotificationChannelList(params: ListParams<NotificationChannelSort>) {
  return useAdminList('notification-channels', useChannelsApi(), params);
}

/** A channel's delivery log, newest first; refreshed every few seconds while it is shown. */
export function useChannelDeliveries(channelId: string | null) {
  const { api, customerId } = useChannelsApi();
  return useQuery({
    queryKey: adminKeys.extra(
      'notification-channels',
      'deliveries',
      customerId ?? 'own',
      channelId,
    ),
    queryFn: ({ signal }) => api.deliveries(channelId!, signal),
    enabled: channelId !== null,
    refetchInterval: 5_000,
  });
}

export function useNotificationChannelMutations() {
  const { api } = useChannelsApi();
  const onSuccess = useAdminRefresh('notification-channels');
  const save = useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: NotificationChannelFields }) =>
      id === undefined ? api.create(fields) : api.update(id, fields),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess });
  const test = useMutation({ mutationFn: (id: string) => api.test(id), onSuccess });
  return { save, remove, test };
}
