import { checklistTransactionList, MAX_PAGE_SIZE, vehicleList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { checklistKeys } from './checklist-keys.ts';

export interface FilterOption {
  value: string;
  label: string;
}

/** How many of the latest checklists name the operators to choose from. */
export const OPERATOR_SOURCE_SIZE = 200;

/** The customer's vehicles by name (`GET vehicles`), for the vehicle filter. */
export function useVehicleOptions(customerId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.options(customerId, 'vehicles'),
    queryFn: async ({ signal }): Promise<FilterOption[]> => {
      const answer = await client.get(
        'vehicles',
        vehicleList,
        {
          limit: MAX_PAGE_SIZE,
          sort_attributes: 'name',
          sort_order: 'asc',
          ...scopeParams(customerId),
        },
        signal,
      );
      return answer.Items.map((v) => ({ value: v.Vehicle_ID, label: v.name }));
    },
  });
}

/**
 * The operators who filled the latest checklists. Read from the history itself: a service
 * manager may read checklists but not the user list, and only these operators have any.
 */
export function useOperatorOptions(customerId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.options(customerId, 'operators'),
    queryFn: async ({ signal }): Promise<FilterOption[]> => {
      const answer = await client.get(
        'checklist/transaction',
        checklistTransactionList,
        {
          limit: OPERATOR_SOURCE_SIZE,
          sort_attributes: 'completed_date',
          sort_order: 'desc',
          ...scopeParams(customerId),
        },
        signal,
      );
      const names = new Map<string, string>();
      for (const row of answer.Items) {
        if (row.Operator_ID !== null && !names.has(row.Operator_ID)) {
          names.set(row.Operator_ID, row.operatorName ?? row.Operator_ID);
        }
      }
      return [...names]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
  });
}
