import { departureGateStatus, type DepartureGateStatus } from '@shuttle-ops/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';
import { useApiClient } from './use-api-client.ts';

/** React Query keys of the departure gate: invalidate `departureGateKeys.all` after a checklist. */
export const departureGateKeys = {
  all: ['departure-gate'] as const,
  vehicle: (vehicleId: string) => [...departureGateKeys.all, vehicleId] as const,
};

const gateQuery = (client: ApiClient, vehicleId: string) => ({
  queryKey: departureGateKeys.vehicle(vehicleId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    client.get(
      `checklist/gate/${encodeURIComponent(vehicleId)}`,
      departureGateStatus,
      undefined,
      signal,
    ),
});

/** Whether the vehicle may start a service now, and why not: `GET checklist/gate/{Vehicle_ID}`. */
export function useDepartureGate(vehicleId: string | null) {
  const client = useApiClient();
  return useQuery({ ...gateQuery(client, vehicleId ?? ''), enabled: vehicleId !== null });
}

/**
 * The departure gate of each vehicle, by id, as the answers arrive (a vehicle whose gate is not
 * known yet is missing from the map).
 */
export function useDepartureGates(
  vehicleIds: readonly string[],
): ReadonlyMap<string, DepartureGateStatus> {
  const client = useApiClient();
  return useQueries({
    queries: vehicleIds.map((id) => ({ ...gateQuery(client, id), refetchInterval: 30_000 })),
    combine: (results) => {
      const gates = new Map<string, DepartureGateStatus>();
      for (const result of results) if (result.data) gates.set(result.data.Vehicle_ID, result.data);
      return gates;
    },
  });
}
