import { useMemo } from 'react';
import { incidentsApi } from '../../../lib/api/incidents-api.ts';
import { useCustomerScope } from '../../../lib/api/customer-scope.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

/** The incidents API of the signed-in session, for the customer being worked on. */
export function useIncidentsApi() {
  const client = useApiClient();
  const { customerId } = useCustomerScope();
  const api = useMemo(() => incidentsApi(client, customerId), [client, customerId]);
  return { api, customerId };
}
