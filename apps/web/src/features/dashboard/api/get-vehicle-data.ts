import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GET_VEHICLE_DATA } from '../../../lib/graphql/operations/get-vehicle-data.ts';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import type { GraphqlFetcher } from '../../../lib/realtime/use-graphql-request.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { measureData } from './telemetry-wire.ts';
import type { MeasureData } from './telemetry-wire.ts';

/** Spec §9: a telemetry query returns 100 rows. */
export const VEHICLE_DATA_ROWS = 100;

const rows = z.array(measureData);

function vehicleDataOptions(request: GraphqlFetcher, vehicleId: string, measure: string) {
  return queryOptions({
    queryKey: dashboardKeys.vehicleData(vehicleId, measure),
    queryFn: async ({ signal }) => {
      const data = await request(
        GET_VEHICLE_DATA,
        { vehicle_id: vehicleId, measure_name: measure, number_of_rows: VEHICLE_DATA_ROWS },
        signal,
      );
      return rows.parse(data.getVehicleData);
    },
    // Live readings are added on top; the history is read once per measure.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** The latest 100 rows of one measure of a vehicle, newest first (`getVehicleData`). */
export function useVehicleData(vehicleId: string, measure: string) {
  const request = useGraphqlRequest();
  return useQuery(vehicleDataOptions(request, vehicleId, measure));
}

export interface RowsResult {
  rows: MeasureData[];
  pending: boolean;
  error: Error | null;
}

/** The latest 100 rows of each of several measures, together. */
export function useVehicleDataFor(vehicleId: string, measures: readonly string[]): RowsResult {
  const request = useGraphqlRequest();
  return useQueries({
    queries: measures.map((measure) => vehicleDataOptions(request, vehicleId, measure)),
    combine: (results) => ({
      rows: results.flatMap((result) => result.data ?? []),
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.error !== null)?.error ?? null,
    }),
  });
}
