import { checklistTransactionList } from '@shuttle-ops/domain';
import type { ChecklistTransaction } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { checklistKeys } from './checklist-keys.ts';

/** One completed checklist by id (`GET checklist/transaction?CL_Transaction_ID=`); null if none. */
export function useChecklist(customerId: string | undefined, id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.detail(customerId, id ?? ''),
    queryFn: async ({ signal }): Promise<ChecklistTransaction | null> => {
      const answer = await client.get(
        'checklist/transaction',
        checklistTransactionList,
        { CL_Transaction_ID: id ?? '', limit: 1, ...scopeParams(customerId) },
        signal,
      );
      return answer.Items[0] ?? null;
    },
    enabled: id !== null,
    // The image links are signed for 900 s: a detail read long ago is read again.
    staleTime: 5 * 60_000,
  });
}
