import { MAX_PAGE_SIZE, routeList, vehicleList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { scopeParams, useCustomerScope } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { masterKeys } from './master-keys.ts';

export interface TargetOption {
  value: string;
  label: string;
}

export interface Targets {
  vehicles: TargetOption[];
  routes: TargetOption[];
}

const BY_NAME = { limit: MAX_PAGE_SIZE, sort_attributes: 'name', sort_order: 'asc' } as const;

/** The vehicles and routes a master may apply to (`GET vehicles`, `GET routes`), by name. */
export function useTargets() {
  const client = useApiClient();
  const { customerId } = useCustomerScope();
  return useQuery({
    queryKey: masterKeys.targets(customerId),
    queryFn: async ({ signal }): Promise<Targets> => {
      const scope = scopeParams(customerId);
      const [vehicles, routes] = await Promise.all([
        client.get('vehicles', vehicleList, { ...BY_NAME, ...scope }, signal),
        client.get('routes', routeList, { ...BY_NAME, route_criteria: 'lite', ...scope }, signal),
      ]);
      return {
        vehicles: vehicles.Items.map((v) => ({ value: v.Vehicle_ID, label: v.name })),
        routes: routes.Items.map((r) => ({ value: r.Route_ID, label: r.name })),
      };
    },
  });
}
