/** The admin resources, as react-query key roots. */
export type AdminResource =
  'customers' | 'users' | 'vehicles' | 'routes' | 'busstops' | 'notification-channels';

/** Query keys: everything of a resource sits under ['admin', resource], so one call invalidates it. */
export const adminKeys = {
  resource: (resource: AdminResource) => ['admin', resource] as const,
  list: (resource: AdminResource, customerId: string | undefined, params: unknown) =>
    ['admin', resource, 'list', customerId ?? 'own', params] as const,
  detail: (resource: AdminResource, customerId: string | undefined, id: string) =>
    ['admin', resource, 'detail', customerId ?? 'own', id] as const,
  extra: (resource: AdminResource, what: string, ...rest: unknown[]) =>
    ['admin', resource, what, ...rest] as const,
};
