import { useMutation, useQuery } from '@tanstack/react-query';
import { poolGroups, user, userCreated, userList } from '@shuttle-ops/domain';
import type { User, UserCreateBody, UserUpdateBody, USER_SORT } from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { listQueryParams } from '../../../lib/api/list-params.ts';
import type { ListParams } from '../../../lib/api/list-params.ts';
import { adminKeys } from '../../../lib/api/admin-keys.ts';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { useAdminList, useAdminRefresh, useScopedApi } from '../../../lib/api/scoped-api.ts';
import { ignoredAnswer } from '../../../lib/api/ignored-answer.ts';

export type UserSort = (typeof USER_SORT)[number];
export type UserCreateFields = Omit<UserCreateBody, 'Customer_ID'>;
export type UserUpdateFields = Omit<UserUpdateBody, 'operation' | 'user_id' | 'Customer_ID'>;

/** Spec §7 user: PUT carries `operation: "_update"`, DELETE a body. */
export function usersApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    list: (params: ListParams<UserSort>, signal?: AbortSignal) =>
      client.get('user', userList, { ...listQueryParams(params), ...scope }, signal),
    poolGroups: (signal?: AbortSignal) => client.get('user/pool_groups', poolGroups, {}, signal),
    create: (fields: UserCreateFields) =>
      client.send('POST', 'user', userCreated, { ...scope, ...fields }),
    update: (id: string, fields: UserUpdateFields) =>
      client.send('PUT', 'user', user, {
        operation: '_update',
        user_id: id,
        ...scope,
        ...fields,
      }),
    remove: (id: string) => client.send('DELETE', 'user', ignoredAnswer, { user_id: id, ...scope }),
  };
}

const useUsersApi = () => useScopedApi(usersApi);

export function useUserList(params: ListParams<UserSort>) {
  return useAdminList('users', useUsersApi(), params);
}

/** The groups the signed-in user may grant (`GET user/pool_groups`). */
export function usePoolGroups() {
  const { api } = useUsersApi();
  return useQuery({
    queryKey: adminKeys.extra('users', 'pool-groups'),
    queryFn: ({ signal }) => api.poolGroups(signal),
    staleTime: Infinity,
  });
}

export type SaveUserInput =
  | { kind: 'create'; fields: UserCreateFields }
  | { kind: 'update'; id: string; fields: UserUpdateFields };

export interface SavedUser {
  user: User;
  /** A password the server made up: shown once. */
  generatedPassword: string | null;
}

export function useUserMutations() {
  const { api } = useUsersApi();
  const onSuccess = useAdminRefresh('users');
  const save = useMutation({
    mutationFn: async (input: SaveUserInput): Promise<SavedUser> => {
      if (input.kind === 'update') {
        return { user: await api.update(input.id, input.fields), generatedPassword: null };
      }
      const { temporary_password: generated, ...created } = await api.create(input.fields);
      const wasGenerated = input.fields.temporary_password === undefined;
      return { user: created, generatedPassword: wasGenerated ? (generated ?? null) : null };
    },
    onSuccess,
  });
  const setEnabled = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => api.update(id, { enabled }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess });
  return { save, setEnabled, remove };
}
