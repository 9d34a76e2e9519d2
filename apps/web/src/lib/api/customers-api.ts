import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customer, customerList, imageLink, MAX_PAGE_SIZE } from '@shuttle-ops/domain';
import type { Customer, CustomerCreateBody, CUSTOMER_SORT } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import type { ApiClient } from './api-client.ts';
import { listQueryParams } from './list-params.ts';
import type { ListParams } from './list-params.ts';
import { useApiClient } from './use-api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { ignoredAnswer } from './ignored-answer.ts';
import { applyImageChange } from './image-change.ts';
import type { ImageChange } from './image-change.ts';

export type CustomerSort = (typeof CUSTOMER_SORT)[number];
export type CustomerFields = CustomerCreateBody;

/** Spec §7 customers and the logo's two helper calls (its location, then the graphic). */
export function customersApi(client: ApiClient) {
  return {
    list: (params: ListParams<CustomerSort>, signal?: AbortSignal) =>
      client.get('customers', customerList, listQueryParams(params), signal),
    create: (fields: CustomerFields) => client.send('POST', 'customers', customer, fields),
    update: (id: string, fields: CustomerFields) =>
      client.send('PUT', `customers/${id}`, customer, fields),
    remove: (id: string) => client.send('DELETE', `customers/${id}`, ignoredAnswer),
    anonymize: (id: string) =>
      client.send('POST', 'customers/anonymize', customer, { Customer_ID: id }),
    logoLocation: (id: string, signal?: AbortSignal) =>
      client.get(`customers/${id}/logo-location`, imageLink, {}, signal),
    uploadLogo: (id: string, file: File) => client.upload(`customers/${id}/logo`, customer, file),
    removeLogo: (id: string) => client.send('DELETE', `customers/${id}/logo`, customer),
  };
}

function useCustomersApi() {
  const client = useApiClient();
  return useMemo(() => customersApi(client), [client]);
}

export function useCustomerList(params: ListParams<CustomerSort>) {
  const api = useCustomersApi();
  return useQuery({
    queryKey: adminKeys.list('customers', undefined, params),
    queryFn: ({ signal }) => api.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

const ALL_CUSTOMERS: ListParams<CustomerSort> = {
  query: '',
  sort: 'name',
  order: 'asc',
  page: 1,
  pageSize: MAX_PAGE_SIZE,
};

/** Every customer the caller sees, by name (the platform owner's admins: all of them). */
export function useAllCustomers(enabled: boolean) {
  const api = useCustomersApi();
  return useQuery({
    queryKey: adminKeys.list('customers', undefined, ALL_CUSTOMERS),
    queryFn: ({ signal }) => api.list(ALL_CUSTOMERS, signal),
    enabled,
  });
}

/** The logo through its signed-link location (a fresh link, valid 900 s). */
export function useCustomerLogo(customerRow: Customer | null) {
  const api = useCustomersApi();
  const id = customerRow?.Customer_ID ?? '';
  return useQuery({
    queryKey: adminKeys.extra('customers', 'logo', id, customerRow?.update_dt),
    queryFn: ({ signal }) => api.logoLocation(id, signal),
    enabled: customerRow !== null && customerRow.customer_logo !== null,
    retry: false,
  });
}

export interface SavedCustomer {
  customer: Customer;
  logoError: unknown;
}

export function useCustomerMutations() {
  const api = useCustomersApi();
  const queryClient = useQueryClient();
  // Every admin screen may show customer names (the customer picker), so all of admin refreshes.
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const save = useMutation({
    mutationFn: async ({
      id,
      fields,
      logo,
    }: {
      id?: string;
      fields: CustomerFields;
      logo: ImageChange;
    }): Promise<SavedCustomer> => {
      const saved = id === undefined ? await api.create(fields) : await api.update(id, fields);
      const logoError = await applyImageChange(
        logo,
        (file) => api.uploadLogo(saved.Customer_ID, file),
        () => api.removeLogo(saved.Customer_ID),
      );
      return { customer: saved, logoError };
    },
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess });
  const anonymize = useMutation({ mutationFn: (id: string) => api.anonymize(id), onSuccess });
  return { save, remove, anonymize };
}
