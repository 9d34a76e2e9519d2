import { serviceList } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/** The active service the operator runs, with its stops, or null: `GET services`. */
export function useMyService(operatorId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: operatorKeys.myService(operatorId),
    queryFn: async ({ signal }) => {
      const answer = await client.get(
        'services',
        serviceList,
        {
          serviceStatus: 'active',
          Operator_ID: operatorId,
          sort_attributes: 'create_dt',
          sort_order: 'desc',
          limit: 1,
        },
        signal,
      );
      return answer.Items[0] ?? null;
    },
  });
}
