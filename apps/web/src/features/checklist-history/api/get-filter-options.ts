import { checklistTransactionList } from '@shuttle-ops/domain';
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
