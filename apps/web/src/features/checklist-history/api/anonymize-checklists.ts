import { checklistAnonymized } from '@shuttle-ops/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { checklistKeys } from './checklist-keys.ts';

/** `POST checklist/anonymize`: the checklists completed before the London day lose the operator. */
export function useAnonymizeChecklists(customerId: string | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beforeDay: string) =>
      client.send('POST', 'checklist/anonymize', checklistAnonymized, {
        before: beforeDay,
        ...scopeParams(customerId),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.all }),
  });
}
