import { busStopList, MAX_PAGE_SIZE, routeList, serviceList, userList } from '@shuttle-ops/domain';
import type { BusStop } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { incidentKeys } from '../../../lib/api/incidents-api.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';

export interface Option {
  value: string;
  label: string;
}

/** How many of the latest services the form offers to link. */
export const SERVICE_CHOICES = 100;

const byName = { limit: MAX_PAGE_SIZE, sort_attributes: 'name', sort_order: 'asc' } as const;

/** The customer's routes by name (`GET routes?route_criteria=lite`). */
export function useRouteOptions(customerId: string | undefined, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: incidentKeys.options(customerId, 'routes'),
    enabled,
    queryFn: async ({ signal }): Promise<Option[]> =>
      (
        await client.get(
          'routes',
          routeList,
          { ...byName, route_criteria: 'lite', ...scopeParams(customerId) },
          signal,
        )
      ).Items.map((r) => ({ value: r.Route_ID, label: r.name })),
  });
}

/** The customer's bus stops by name (`GET busstops`), with their positions. */
export function useBusStops(customerId: string | undefined, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: incidentKeys.options(customerId, 'busstops'),
    enabled,
    queryFn: async ({ signal }): Promise<BusStop[]> =>
      (await client.get('busstops', busStopList, { ...byName, ...scopeParams(customerId) }, signal))
        .Items,
  });
}

/** The latest services (`GET services`), "Vehicle on Route, start time", newest first. */
export function useServiceOptions(customerId: string | undefined, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: incidentKeys.options(customerId, 'services'),
    enabled,
    queryFn: async ({ signal }): Promise<Option[]> =>
      (
        await client.get(
          'services',
          serviceList,
          {
            serviceStatus: 'all',
            route_criteria: 'lite',
            sort_attributes: 'create_dt',
            sort_order: 'desc',
            limit: SERVICE_CHOICES,
            ...scopeParams(customerId),
          },
          signal,
        )
      ).Items.map((s) => ({
        value: s.Service_ID,
        label: `${s.vehicleName} on ${s.routeName}, ${formatDateTime(s.start_dt ?? s.create_dt)}`,
      })),
  });
}

/** The customer's users who run services (operators and remote operators), by name. */
export function useOperatorOptions(customerId: string | undefined, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: incidentKeys.options(customerId, 'operators'),
    enabled,
    queryFn: async ({ signal }): Promise<Option[]> =>
      (
        await client.get(
          'user',
          userList,
          {
            limit: MAX_PAGE_SIZE,
            sort_attributes: 'username',
            sort_order: 'asc',
            ...scopeParams(customerId),
          },
          signal,
        )
      ).Items.filter(
        (u) => u.roles.includes('operator') || u.roles.includes('remote_operator'),
      ).map((u) => ({ value: u.user_id, label: u.preferred_username ?? u.username })),
  });
}
