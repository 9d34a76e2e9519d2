import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api/api-error.ts';
import { customersApi } from '../../lib/api/customers-api.ts';
import { useApiClient } from '../../lib/api/use-api-client.ts';

/** The signed-in customer's logo link, or null when the customer has none. */
export function useCustomerLogo(customerId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['shell', 'customer-logo', customerId],
    queryFn: async ({ signal }) => {
      try {
        return await customersApi(client).logoLocation(customerId ?? '', signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: customerId !== null,
    retry: false,
    // Its links stay valid for 900 s.
    staleTime: 10 * 60_000,
  });
}
