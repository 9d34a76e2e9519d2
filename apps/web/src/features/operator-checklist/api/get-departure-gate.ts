import { departureGateStatus } from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { checklistKeys } from './checklist-keys.ts';

/** Whether the vehicle may start a service now, and why not: `GET checklist/gate/{Vehicle_ID}`. */
export function useDepartureGate(vehicleId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: checklistKeys.gate(vehicleId ?? ''),
    enabled: vehicleId !== null,
    queryFn: ({ signal }) =>
      client.get(
        `checklist/gate/${encodeURIComponent(vehicleId ?? '')}`,
        departureGateStatus,
        undefined,
        signal,
      ),
  });
}
