import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GET_MEASURE_NAMES } from '../../../lib/graphql/operations/get-measure-names.ts';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { measureNameInfo } from './telemetry-wire.ts';

const measureNames = z.array(measureNameInfo);

/** The measures a vehicle has reported, with labels and units, for the measure picker. */
export function useMeasureNames(vehicleId: string | null) {
  const request = useGraphqlRequest();
  return useQuery({
    queryKey: dashboardKeys.measureNames(vehicleId ?? ''),
    enabled: vehicleId !== null,
    queryFn: async ({ signal }) =>
      measureNames.parse(
        (await request(GET_MEASURE_NAMES, { vehicle_id: vehicleId }, signal)).getMeasureNames,
      ),
    staleTime: 5 * 60_000,
  });
}
