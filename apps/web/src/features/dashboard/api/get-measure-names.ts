import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { measureNameInfo } from './telemetry-wire.ts';

export const GET_MEASURE_NAMES = /* GraphQL */ `
  query GetMeasureNames($vehicle_id: ID) {
    getMeasureNames(request_type: "measure_names_for_vehicle", vehicle_id: $vehicle_id) {
      measure_name
      label
      unit
      value_type
    }
  }
`;

const answer = z.object({ getMeasureNames: z.array(measureNameInfo) });

/** The measures a vehicle has reported, with labels and units, for the measure picker. */
export function useMeasureNames(vehicleId: string | null) {
  const request = useGraphqlRequest();
  return useQuery({
    queryKey: dashboardKeys.measureNames(vehicleId ?? ''),
    enabled: vehicleId !== null,
    queryFn: async ({ signal }) =>
      answer.parse(
        await request({ query: GET_MEASURE_NAMES, variables: { vehicle_id: vehicleId } }, signal),
      ).getMeasureNames,
    staleTime: 5 * 60_000,
  });
}
