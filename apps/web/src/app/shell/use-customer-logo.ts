import { customer } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api/use-api-client.ts';

/** The signed-in customer's logo links (`GET customers/{id}`), or null when it has none. */
export function useCustomerLogo(customerId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['shell', 'customer-logo', customerId],
    queryFn: async ({ signal }) =>
      (await client.get(`customers/${customerId ?? ''}`, customer, undefined, signal))
        .customer_logo,
    enabled: customerId !== null,
    retry: false,
    // Its links stay valid for 900 s.
    staleTime: 10 * 60_000,
  });
}
