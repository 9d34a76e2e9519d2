import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { measureData } from './telemetry-wire.ts';

/** History per measure when comparing: five minutes at one snapshot a second. */
export const COMPARISON_ROWS = 300;

export const GET_MULTIPLE_MEASURE_NAME_VALUES = /* GraphQL */ `
  query GetMultipleMeasureNameValues(
    $vehicle_id: ID
    $measure_name_list: [String!]!
    $number_of_rows: Int
    $time_limit: String
  ) {
    getMultipleMeasureNameValues(
      request_type: "vehicle_data_for_comparison"
      vehicle_id: $vehicle_id
      measure_name_list: $measure_name_list
      number_of_rows: $number_of_rows
      time_limit: $time_limit
    ) {
      cav_id
      measure_name
      measure_value
      dt_iot
      customer_id
    }
  }
`;

const answer = z.object({ getMultipleMeasureNameValues: z.array(measureData) });

/** The recent values of several measures of one vehicle (`getMultipleMeasureNameValues`). */
export function useComparisonData(vehicleId: string | null, measures: readonly string[]) {
  const request = useGraphqlRequest();
  return useQuery({
    queryKey: dashboardKeys.comparison(vehicleId ?? '', measures),
    enabled: vehicleId !== null && measures.length > 0,
    queryFn: async ({ signal }) =>
      answer.parse(
        await request(
          {
            query: GET_MULTIPLE_MEASURE_NAME_VALUES,
            variables: {
              vehicle_id: vehicleId,
              measure_name_list: measures,
              number_of_rows: COMPARISON_ROWS,
              time_limit: 'PT1H',
            },
          },
          signal,
        ),
      ).getMultipleMeasureNameValues,
    staleTime: Infinity,
    gcTime: 0,
  });
}
